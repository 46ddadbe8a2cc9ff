import { lazy, type ComponentType, type ReactElement } from 'react';

export const PRELOAD_ERROR_EVENT = 'preload-error';

/** A route chunk's component: rendered as React.lazy until its chunk has loaded, directly afterwards. */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Loads the chunk (once); answers the chunk's module, for what else it exports. */
  preload: () => Promise<Record<string, unknown>>;
}

/**
 * React.lazy for route chunks, with a `preload`. A chunk already loaded renders at once instead of suspending: the
 * start-up loads the chunks of the URL being opened before the first render, so no fallback is shown for them and
 * React's throttle on revealing content after a fallback (300 ms each time) never applies. A chunk that fails to load
 * (typically after a deploy replaced the hashed files) dispatches `preload-error` on window and the error is rethrown
 * to the route's error boundary.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(start);
  function Page(props: P): ReactElement {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = () => start() as Promise<Record<string, unknown>>;
  return Page;
}
