/**
 * Double-submit anti-forgery token: the server sets the JS-readable `XSRF-TOKEN` cookie on
 * `GET /csrf-cookie`, and every state-changing call echoes it in `X-XSRF-TOKEN`.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_PATH = '/csrf-cookie';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return null;
}

let pending: Promise<void> | null = null;

/** The token, fetching the cookie first when the browser has none (concurrent callers share one fetch). */
export async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  pending ??= fetch(CSRF_PATH, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(() => undefined)
    .finally(() => {
      pending = null;
    });
  await pending;
  return readCookie(CSRF_COOKIE);
}

export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
