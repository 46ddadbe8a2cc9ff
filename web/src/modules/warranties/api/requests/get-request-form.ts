import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { REQUESTS_PATH, rKeys } from './keys';
import type { RequestForm } from './types';

/** GET /api/warranties/requests/form: the project's units with their owners, and who can be responsible. */
export function getRequestForm() {
  return api.get<RequestForm>(`${REQUESTS_PATH}/form`, undefined, { notify: false });
}

export const requestFormQueryOptions = (projectId: string | null) =>
  queryOptions({ queryKey: [...rKeys.form, projectId], queryFn: getRequestForm, staleTime: 60_000 });

export function useRequestForm(projectId: string | null) {
  return useQuery(requestFormQueryOptions(projectId));
}
