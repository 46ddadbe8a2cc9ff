import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { requestPath, rKeys } from './keys';
import type { RequestOut } from './types';

/** GET /api/warranties/requests/{id}. Not toasted: the screen shows a missing request in place. */
export function getRequest(id: string) {
  return api.get<RequestOut>(requestPath(id), undefined, { notify: false });
}

export const requestQueryOptions = (id: string) => queryOptions({ queryKey: [...rKeys.request(id), 'detail'], queryFn: () => getRequest(id) });

export function useRequest(id: string) {
  return useQuery(requestQueryOptions(id));
}
