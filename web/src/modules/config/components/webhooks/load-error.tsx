import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '../load-error';

/** A webhooks screen could not load what it needs: said in place, with a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('config-webhooks');
  return <Shared title={title} hint={t('loadErrorHint')} onRetry={onRetry} testId="webhooks-load-error" />;
}
