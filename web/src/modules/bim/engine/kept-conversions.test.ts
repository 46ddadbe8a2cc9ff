import { afterEach, describe, expect, it } from 'vitest';
import { forgetConversions, keepConversion, keptConversion } from './kept-conversions';

const conversion = (megabytes: number) => ({ fragments: new Uint8Array(megabytes * 1_000_000), items: ['a'] });

describe('kept conversions', () => {
  afterEach(() => forgetConversions());

  it('gives back a conversion by its file and processing date, and nothing for another date', () => {
    const kept = conversion(1);
    keepConversion('f1@2026-11-27', kept);
    expect(keptConversion('f1@2026-11-27')).toBe(kept);
    expect(keptConversion('f1@2026-11-28')).toBeUndefined();
  });

  it('lets the least recently used go beyond 600 MB, but always keeps the newest', () => {
    keepConversion('a', conversion(250));
    keepConversion('b', conversion(250));
    expect(keptConversion('a')).toBeDefined(); // a is now the most recently used
    keepConversion('c', conversion(250));
    expect(keptConversion('b')).toBeUndefined();
    expect(keptConversion('a')).toBeDefined();
    expect(keptConversion('c')).toBeDefined();
    keepConversion('huge', conversion(700));
    expect(keptConversion('huge')).toBeDefined();
    expect(keptConversion('a')).toBeUndefined();
    expect(keptConversion('c')).toBeUndefined();
  });
});
