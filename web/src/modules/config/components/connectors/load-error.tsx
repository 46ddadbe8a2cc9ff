import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '../load-error';

/** The connector could not be loaded: said in place, with a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('config-connectors');
  return <Shared title={title} hint={t('form.loadErrorHint')} onRetry={onRetry} testId="connector-load-error" />;
}
