import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { requestPath, rKeys } from './keys';
import type { Checklist } from './types';

/** GET /api/warranties/requests/{id}/checklist: the unit type's areas › places › items › issues, and the severities. */
export function getChecklist(requestId: string) {
  return api.get<Checklist>(`${requestPath(requestId)}/checklist`, undefined, { notify: false });
}

export const checklistQueryOptions = (requestId: string) =>
  queryOptions({ queryKey: rKeys.checklist(requestId), queryFn: () => getChecklist(requestId), staleTime: 60_000 });

export function useChecklist(requestId: string, enabled = true) {
  return useQuery({ ...checklistQueryOptions(requestId), enabled });
}
