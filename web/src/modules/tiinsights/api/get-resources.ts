import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { RESOURCES_PATH, tiKeys } from './keys';
import type { ResourcesOut } from './types';

/** GET /api/tiinsights/resources: the jobs queue, storage per company, the broker and the slowest requests. */
export function getResources() {
  return api.get<ResourcesOut>(RESOURCES_PATH, undefined, { notify: false });
}

export const resourcesQueryOptions = () => queryOptions({ queryKey: tiKeys.resources, queryFn: getResources });

export function useResources() {
  return useQuery(resourcesQueryOptions());
}
