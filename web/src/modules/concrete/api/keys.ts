/**
 * Query keys of the concrete module. The company's catalogues and settings start with ['concrete-config'];
 * everything of a project starts with ['concrete', projectId], so a write refreshes its placements, lots and the
 * model's colouring by invalidating `concreteKeys.project(projectId)`.
 */
export type CatalogKind = 'elements' | 'laboratories' | 'companies' | 'types';

export const concreteKeys = {
  config: () => ['concrete-config'] as const,
  settings: () => ['concrete-config', 'settings'] as const,
  catalog: (kind: CatalogKind) => ['concrete-config', 'catalog', kind] as const,
  project: (projectId: string) => ['concrete', projectId] as const,
  placements: (projectId: string, params?: unknown) => ['concrete', projectId, 'placements', params ?? {}] as const,
  lots: (projectId: string, params?: unknown) => ['concrete', projectId, 'lots', params ?? {}] as const,
  lot: (projectId: string, id: string) => ['concrete', projectId, 'lot', id] as const,
  advance: (projectId: string, date: string) => ['concrete', projectId, 'advance', date] as const,
};
