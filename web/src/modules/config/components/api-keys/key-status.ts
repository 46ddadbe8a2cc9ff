import type { ApiKey, ApiKeyAccess } from '../../api/api-keys/types';

export type KeyStatus = 'active' | 'revoked' | 'expired';

/** Revoked first (for good), then expired (its last day is past), else active. */
export function keyStatus(key: Pick<ApiKey, 'revoked_at' | 'expires_at'>, now: Date = new Date()): KeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && new Date(key.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** `write` when the key may change data, `read` otherwise. */
export function keyAccess(key: Pick<ApiKey, 'scopes'>): ApiKeyAccess {
  return key.scopes.includes('write') ? 'write' : 'read';
}

/** Tomorrow as `YYYY-MM-DD` in local time: the first day a new key may expire on. */
export function tomorrow(now: Date = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}
