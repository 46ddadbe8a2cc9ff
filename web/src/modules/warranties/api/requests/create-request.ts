import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { withProject } from '../keys';
import { REQUESTS_PATH, rKeys } from './keys';
import type { RequestIn, RequestOut } from './types';

/** POST /api/warranties/requests?projectId= → 201. Not toasted: the form puts each 422 message under its input. */
export function createRequest(body: RequestIn) {
  return api.post<RequestOut>(withProject(REQUESTS_PATH), { ...body }, { notify: false });
}

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRequest, onSuccess: () => client.invalidateQueries({ queryKey: rKeys.requests }) });
}
