import { LoadError as Shared } from '@/components/ui/load-error';

interface LoadErrorProps {
  title: string;
  /** What to check (the screen's own words). */
  hint: string;
  onRetry: () => void;
  testId: string;
}

/** Something the screen needs could not be loaded: the app's alert, with the screen's hint. */
export function LoadError({ title, hint, onRetry, testId }: LoadErrorProps) {
  return <Shared title={title} message={hint} onRetry={onRetry} testId={testId} />;
}
