import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '@/components/ui/load-error';

/** Something of the configuration could not be read: say which, in place, with a retry. */
export function LoadError({ title, onRetry, testId }: { title: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation('concrete-config');
  return <Shared title={title} message={t('errors.hint')} onRetry={onRetry} testId={testId} />;
}
