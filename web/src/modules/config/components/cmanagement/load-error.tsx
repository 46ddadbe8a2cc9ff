import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '@/components/ui/load-error';

/** A list that could not be loaded: say so in place, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('config-cmanagement');
  return <Shared title={t('shared.loadError')} message={t('shared.loadErrorHint')} onRetry={onRetry} testId="cmanagement-load-error" />;
}
