import { describe, expect, it } from 'vitest';

/** Every `locales/` folder under src, both languages (eager so the test sees the real files). */
const files = import.meta.glob<Record<string, unknown>>(['/src/**/locales/*.json', '/src/**/locales/*/*.json'], { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const folders = new Map<string, Record<string, Record<string, unknown>>>();
for (const [path, content] of Object.entries(files)) {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const language = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
  folders.set(folder, { ...folders.get(folder), [language]: content });
}

/** Describes what is wrong between two language files; empty when they match. */
export function parityProblems(es: unknown, pt: unknown): string[] {
  const esKeys = new Set(keysOf(es));
  const ptKeys = new Set(keysOf(pt));
  return [
    ...[...esKeys].filter((key) => !ptKeys.has(key)).map((key) => `only in es: ${key}`),
    ...[...ptKeys].filter((key) => !esKeys.has(key)).map((key) => `only in pt-BR: ${key}`),
  ];
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  it('exist for common, auth and every module', () => {
    const names = [...folders.keys()].map((folder) => folder.replace(/\/locales$/, '').split('/').pop());
    for (const module of ['i18n', 'auth', 'home', 'config', 'concrete', 'cbox', 'cmanagement', 'quality', 'verifications', 'warranties', 'billing', 'ocinsights', 'tiinsights', 'benchmark']) {
      expect(names).toContain(module);
    }
  });

  it.each([...folders.entries()])('%s has es and pt-BR with the same keys', (_folder, languages) => {
    expect(Object.keys(languages).sort()).toEqual(['es', 'pt-BR']);
    expect(parityProblems(languages.es, languages['pt-BR'])).toEqual([]);
  });

  it.each([...folders.entries()])('%s uses the same interpolation variables in both languages', (_folder, languages) => {
    const pt = new Map(leaves(languages['pt-BR']));
    for (const [key, text] of leaves(languages.es)) {
      expect({ key, vars: variables(pt.get(key) ?? '') }).toEqual({ key, vars: variables(text) });
    }
  });

  it('detects a key that exists in one language only', () => {
    expect(parityProblems({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['only in es: a.c']);
    expect(parityProblems({ a: 'x' }, { a: 'x', z: 'y' })).toEqual(['only in pt-BR: z']);
  });
});
