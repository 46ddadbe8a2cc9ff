import { useTranslation } from 'react-i18next';
import { LoadError as Shared } from '@/components/ui/load-error';

interface LoadErrorProps {
  /** The title; 'Error en la API' (SPEC §8) when left out. */
  title?: string;
  onRetry: () => void;
  testId?: string;
}

/** A list that could not be loaded: what failed, and a retry. */
export function LoadError({ title, onRetry, testId = 'courses-api-error' }: LoadErrorProps) {
  const { t } = useTranslation('config-courses');
  return <Shared title={title ?? t('errors.api')} message={t('errors.retryHint')} onRetry={onRetry} testId={testId} />;
}
