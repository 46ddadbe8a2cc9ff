/** Every query of the BIM module starts with this key, so one invalidation refreshes all of it. */
export const bimQueryKey = ['bim'] as const;

export const bimModelsQueryKey = (projectId: string) => [...bimQueryKey, 'models', projectId] as const;
export const bimModelQueryKey = (id: string) => [...bimQueryKey, 'model', id] as const;
export const bimTreeQueryKey = (modelId: string) => [...bimQueryKey, 'tree', modelId] as const;
export const bimElementsQueryKey = (modelId: string) => [...bimQueryKey, 'elements', modelId] as const;
export const bimElementQueryKey = (modelId: string, globalId: string) => [...bimQueryKey, 'element', modelId, globalId] as const;
export const bimClassesQueryKey = (modelId: string) => [...bimQueryKey, 'classes', modelId] as const;
export const bimLookupQueryKey = (modelId: string, globalIds: readonly string[]) => [...bimQueryKey, 'lookup', modelId, ...globalIds] as const;
