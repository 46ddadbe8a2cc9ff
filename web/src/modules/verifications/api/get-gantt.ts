import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { GanttRow } from './types';

/** GET /api/verifications/gantt?projectId: every verification of the project by planned date. */
export function getGantt(projectId: string) {
  return api.get<GanttRow[]>('/api/verifications/gantt', { projectId }, { notify: false });
}

export const ganttQueryOptions = (projectId: string) => queryOptions({ queryKey: verificationKeys.gantt(projectId), queryFn: () => getGantt(projectId) });

export function useGantt(projectId: string) {
  return useQuery({ ...ganttQueryOptions(projectId), enabled: projectId !== '' });
}
