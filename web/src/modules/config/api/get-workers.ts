import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { Worker } from './worker-types';

/** The list's filters as the screen keeps them (text as typed; null is "any"). */
export interface WorkerFilters {
  search: string;
  project_id: string | null;
  contractor: string;
  active: boolean | null;
}

export const NO_WORKER_FILTERS: WorkerFilters = { search: '', project_id: null, contractor: '', active: null };

export type WorkersQuery = ListQuery & { search?: string; project_id?: string; contractor?: string; active?: boolean };

/** The filters as query parameters: trimmed, and an empty or "any" filter left out. */
export function toWorkersQuery(filters: WorkerFilters, list: ListQuery = {}): WorkersQuery {
  const query: WorkersQuery = { ...list };
  const search = filters.search.trim();
  const contractor = filters.contractor.trim();
  if (search) query.search = search;
  if (filters.project_id) query.project_id = filters.project_id;
  if (contractor) query.contractor = contractor;
  if (filters.active !== null) query.active = filters.active;
  return query;
}

export const hasWorkerFilters = (filters: WorkerFilters): boolean => Object.keys(toWorkersQuery(filters)).length > 0;

/** GET /api/workers: by last name; `search` matches names and the national id, `contractor` the exact name. */
export function getWorkers(query: WorkersQuery) {
  return api.list<Worker>('/api/workers', { ...query });
}

export const workersQueryKey = ['config', 'workers'] as const;

export const workersQueryOptions = (query: WorkersQuery) =>
  queryOptions({
    queryKey: [...workersQueryKey, 'list', query],
    queryFn: () => getWorkers(query),
    placeholderData: keepPreviousData,
  });

export function useWorkers(query: WorkersQuery) {
  return useQuery(workersQueryOptions(query));
}

/** The contractors named by the company's first 200 workers, for the contractor filter's suggestions. */
export function useContractorOptions() {
  return useQuery({
    ...workersQueryOptions({ rowsPerPage: 200 }),
    select: (page) => [...new Set(page.data.flatMap((worker) => (worker.contractor ? [worker.contractor] : [])))].sort((a, b) => a.localeCompare(b)),
  });
}
