import type { Resource } from 'i18next';
import type { Language } from './locale';

/**
 * Every namespace is a `locales/<language>.json` file: `common` lives beside this file, each module's
 * namespace in `src/modules/<module>/locales/`. They are small, so they ship in the main bundle and the
 * first render never waits for a translation. A large module may split its namespace into sub-folders:
 * `src/modules/<module>/locales/<part>/<language>.json` is the namespace `<module>-<part>`.
 */
const commonFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });
const moduleFiles = import.meta.glob<Record<string, unknown>>(['../../modules/*/locales/*.json', '../../modules/*/locales/*/*.json'], {
  eager: true,
  import: 'default',
});

function languageOf(path: string): Language | null {
  const match = /\/([\w-]+)\.json$/.exec(path);
  const name = match?.[1];
  return name === 'es' || name === 'pt-BR' ? name : null;
}

function addFiles(resources: Resource, files: Record<string, Record<string, unknown>>, nsOf: (path: string) => string) {
  for (const [path, content] of Object.entries(files)) {
    const language = languageOf(path);
    if (!language) continue;
    resources[language] ??= {};
    resources[language][nsOf(path)] = content;
  }
}

export function buildResources(): Resource {
  const resources: Resource = {};
  addFiles(resources, commonFiles, () => 'common');
  addFiles(resources, moduleFiles, (path) => {
    const match = /modules\/([\w-]+)\/locales\/(?:([\w-]+)\/)?[\w-]+\.json$/.exec(path);
    if (!match) return 'common';
    return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? 'common');
  });
  return resources;
}

export function namespacesOf(resources: Resource): string[] {
  const names = new Set<string>();
  for (const byNamespace of Object.values(resources)) {
    for (const ns of Object.keys(byNamespace)) names.add(ns);
  }
  return [...names];
}
