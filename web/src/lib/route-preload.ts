import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '@/lib/session';

/**
 * What a module's `preloadRoute(relative, start)` may use at start-up to load its screen's data beside its code: the
 * app's query client and the session being fetched (null when there is none, e.g. signed out).
 */
export interface RouteStart {
  queryClient: QueryClient;
  session: Promise<Me | null>;
}
