import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '@/components/ui/load-error';

/** A screen's data could not be loaded: say so in place, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('config-propietarios');
  return <Shared title={t('shared.loadError')} message={t('shared.loadErrorHint')} onRetry={onRetry} testId="propietarios-load-error" />;
}
