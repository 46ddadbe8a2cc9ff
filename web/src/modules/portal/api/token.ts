import { readString, writeString } from '@/lib/storage/local-storage';

/**
 * The owner's session is a bearer token kept in localStorage: inside the company's iframe a cookie would be a
 * third-party cookie, which browsers drop (docs/api-owners-portal.md).
 */
export const TOKEN_KEY = 'obra_owner_token';

export function readToken(): string | null {
  const token = readString(TOKEN_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function storeToken(token: string): void {
  writeString(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
