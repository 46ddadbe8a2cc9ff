import { useTranslation } from 'react-i18next';
import { LoadError as SharedLoadError } from '@/components/ui/load-error';

/** Something could not be loaded: the server's message in place, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('tiinsights');
  return <SharedLoadError title={t('errors.loadTitle')} message={message} onRetry={onRetry} testId="ti-load-error" />;
}
