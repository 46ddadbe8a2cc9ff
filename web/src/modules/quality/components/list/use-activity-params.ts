import { useSearchParams } from 'react-router';
import type { ActivityFilters } from '../../api/get-activities';
import { STATUSES } from '../../api/types';

/**
 * The activity list's filters and page live in the URL (`?search=losa&stageId=…&valueIds=a,b&status=late&page=2`),
 * named as the API names them, so a filtered list survives a reload and the module's last-route memory. Any filter
 * change goes back to page 1.
 */
export const NO_FILTERS: ActivityFilters = { search: '', stageId: null, valueIds: [], status: null };

export function readActivityParams(params: URLSearchParams): ActivityFilters & { page: number } {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status');
  return {
    search: params.get('search') ?? '',
    stageId: params.get('stageId') || null,
    valueIds: (params.get('valueIds') ?? '').split(',').filter(Boolean),
    status: STATUSES.find((value) => value === status) ?? null,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function writeActivityParams(state: ActivityFilters & { page: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.stageId) params.set('stageId', state.stageId);
  if (state.valueIds.length > 0) params.set('valueIds', state.valueIds.join(','));
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasFilters(filters: ActivityFilters): boolean {
  return filters.search.trim() !== '' || filters.stageId !== null || filters.valueIds.length > 0 || filters.status !== null;
}

export function useActivityParams() {
  const [params, setParams] = useSearchParams();
  const state = readActivityParams(params);
  const update = (next: ActivityFilters & { page: number }) => setParams(writeActivityParams(next), { replace: true });
  return {
    state,
    setFilters: (patch: Partial<ActivityFilters>) => update({ ...state, ...patch, page: 1 }),
    clearFilters: () => update({ ...NO_FILTERS, page: 1 }),
    setPage: (page: number) => update({ ...state, page }),
  };
}
