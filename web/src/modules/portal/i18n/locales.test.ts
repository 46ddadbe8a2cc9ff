import { describe, expect, it } from 'vitest';
import es from '../locales/es.json';
import pt from '../locales/pt-BR.json';
import { browserLocale, initialLocale, LOCALE_KEY, toPortalLocale } from './locale';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const esLeaves = new Map(leaves(es));
const ptLeaves = new Map(leaves(pt));
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Every literal key the portal's code passes to `t(…)`; keys built at run time end at their last fixed part. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], { eager: true, query: '?raw', import: 'default' });
const usedKeys = [...new Set(Object.values(sources).flatMap((text) => [...text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)].map((match) => match[1]!)))];

describe('the portal’s locales', () => {
  it('have the same keys in es and pt-BR', () => {
    expect([...ptLeaves.keys()].sort()).toEqual([...esLeaves.keys()].sort());
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of esLeaves) expect({ key, vars: variables(ptLeaves.get(key) ?? '') }).toEqual({ key, vars: variables(text) });
  });

  it('leave no text empty', () => {
    for (const [key, text] of [...esLeaves, ...ptLeaves]) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('have every key the code uses', () => {
    expect(usedKeys.length).toBeGreaterThan(50);
    expect(usedKeys.filter((key) => !esLeaves.has(key))).toEqual([]);
  });
});

describe('the starting language', () => {
  it('is the choice kept in obra_owner_locale, else the browser’s: Portuguese → pt-BR, anything else Spanish', () => {
    expect(browserLocale(['pt-PT', 'en'])).toBe('pt-BR');
    expect(browserLocale(['en-US', 'pt-BR'])).toBe('pt-BR');
    expect(browserLocale(['en-US'])).toBe('es');
    expect(browserLocale(['es-CL', 'pt-BR'])).toBe('es');
    expect(toPortalLocale('PT')).toBe('pt-BR');
    window.localStorage.setItem(LOCALE_KEY, 'pt-BR');
    expect(initialLocale()).toBe('pt-BR');
    window.localStorage.setItem(LOCALE_KEY, 'fr');
    expect(initialLocale()).toBe(browserLocale());
  });
});
