import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const PRELOAD_ERROR_EVENT = 'preload-error';

/**
 * React.lazy for route chunks: a chunk that fails to load (typically after a deploy replaced the hashed
 * files) dispatches `preload-error` on window and the error is rethrown to the route's error boundary.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
      throw error;
    }),
  );
}
