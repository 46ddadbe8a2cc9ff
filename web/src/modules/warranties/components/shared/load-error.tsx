import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '@/components/ui/load-error';

/** Something could not be loaded: say so in place, with a retry. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('warranties');
  return <Shared title={t('errors.loadTitle')} message={message ?? t('errors.loadHint')} onRetry={onRetry} testId="warranties-load-error" />;
}
