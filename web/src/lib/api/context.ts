import type { ApiError } from './errors';

/**
 * What the API client needs from the running app, injected at start-up so the client itself stays a plain
 * module (and tests can replace any piece).
 */
export interface ApiContext {
  /** The active project, sent as `projectId` on GET requests. */
  activeProjectId: () => string | null;
  /** The wire locale for `Accept-Language`. */
  locale: () => 'es' | 'pt';
  /** Localized 'Ha ocurrido un error', for bodies without a message. */
  defaultErrorMessage: () => string;
  /** A 401 outside the public auth pages: leave for the login page. */
  onUnauthorized: () => void;
  /** Global error toast. */
  notifyError: (error: ApiError) => void;
  /** Persistent dialog for a 2xx response that carries warnings. */
  showWarnings: (message: string | null, warnings: string[]) => void;
}

const defaults: ApiContext = {
  activeProjectId: () => null,
  locale: () => 'es',
  defaultErrorMessage: () => 'Ha ocurrido un error',
  onUnauthorized: () => window.location.assign('/app/login'),
  notifyError: () => undefined,
  showWarnings: () => undefined,
};

let context: ApiContext = { ...defaults };

export function configureApi(overrides: Partial<ApiContext>): void {
  context = { ...context, ...overrides };
}

export function resetApiContext(): void {
  context = { ...defaults };
}

export function apiContext(): ApiContext {
  return context;
}

/** Pages where a 401 is an answer to show (bad credentials), not a lost session. */
const PUBLIC_AUTH_PAGES = ['/login', '/password-reset', '/register'];

export function isOnPublicAuthPage(pathname: string = window.location.pathname): boolean {
  const path = pathname.replace(/^\/app(?=\/|$)/, '') || '/';
  return PUBLIC_AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
