import { describe, expect, it } from 'vitest';
import { keyAccess, keyStatus, tomorrow } from './key-status';

describe('API key status', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('is revoked, expired or active, in that order', () => {
    expect(keyStatus({ revoked_at: '2026-03-01T00:00:00Z', expires_at: '2026-03-02T00:00:00Z' }, now)).toBe('revoked');
    expect(keyStatus({ revoked_at: null, expires_at: '2026-03-10T00:00:00Z' }, now)).toBe('expired');
    expect(keyStatus({ revoked_at: null, expires_at: '2026-03-11T00:00:00Z' }, now)).toBe('active');
    expect(keyStatus({ revoked_at: null, expires_at: null }, now)).toBe('active');
  });

  it('reads write access from the scopes', () => {
    expect(keyAccess({ scopes: ['read'] })).toBe('read');
    expect(keyAccess({ scopes: ['read', 'write'] })).toBe('write');
  });

  it('gives tomorrow as a local date', () => {
    expect(tomorrow(new Date(2026, 11, 31, 23, 30))).toBe('2027-01-01');
  });
});
