import type { QueryClient } from '@tanstack/react-query';
import type { BimModel } from './types';

/** Every BIM query of configuration starts with this key, so one invalidation refreshes lists and models. */
export const bimQueryKey = ['config', 'bim'] as const;

export const bimModelsQueryKey = (projectId: string) => [...bimQueryKey, 'models', projectId] as const;

export const bimModelQueryKey = (id: string) => [...bimQueryKey, 'model', id] as const;

/** A model the server answered with (a PUT, a reprocess, a file change): shown at once, the lists refreshed behind it. */
export function storeModel(client: QueryClient, model: BimModel): Promise<void> {
  client.setQueryData(bimModelQueryKey(model.id), model);
  return client.invalidateQueries({ queryKey: [...bimQueryKey, 'models'] });
}
