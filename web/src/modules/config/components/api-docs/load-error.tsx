import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '../load-error';

/** The OpenAPI document could not be loaded: said in place, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('config-api-docs');
  return <Shared title={t('loadError.title')} hint={t('loadError.hint')} onRetry={onRetry} testId="api-docs-load-error" />;
}
