import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '@/components/ui/load-error';

/** Something the screen needs could not be loaded: say so in place, with a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('config-bim');
  return <Shared title={title} message={t('loadErrorHint')} onRetry={onRetry} testId="bim-load-error" />;
}
