import type { TicketFilters, TicketSortKey, TicketsQuery } from '../../api/get-tickets';
import { ORIGINS, PRIORITIES, STATUSES, pick } from '../ticket/enums';

/**
 * The ticket list lives in the URL (`?status=new,pending&priority=urgent&sortBy=created_at&descending=false&page=2
 * &view=grid`), so a filtered list can be shared and survives a reload. The parameters are named as the API names
 * them; defaults are left out.
 */
export type ListView = 'grid' | 'list';

export interface ListParams extends TicketsQuery {
  /** null: not in the URL, the remembered mode applies (`cmanagement_grid_mode`). */
  view: ListView | null;
}

export const SORT_KEYS: readonly TicketSortKey[] = ['number', 'subject', 'created_at', 'updated_at', 'priority', 'status', 'postponed_until'];
export const DEFAULT_SORT: TicketSortKey = 'number';

export const NO_FILTERS: TicketFilters = {
  search: '',
  status: [],
  priority: [],
  origin: [],
  category_id: null,
  responsible_id: null,
  applicant_id: null,
  created_from: null,
  created_to: null,
  field_id: null,
  field_value: null,
};

const SINGLE = ['category_id', 'responsible_id', 'applicant_id', 'created_from', 'created_to', 'field_id', 'field_value'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const list = (params: URLSearchParams, key: string) => (params.get(key) ?? '').split(',').filter(Boolean);

/** The newest first unless the URL says otherwise; other sorts start ascending. */
const defaultDescending = (sortBy: TicketSortKey) => sortBy === DEFAULT_SORT;

export function readListParams(params: URLSearchParams): ListParams {
  const sortBy = SORT_KEYS.find((key) => key === params.get('sortBy')) ?? DEFAULT_SORT;
  const descending = params.has('descending') ? params.get('descending') === 'true' : defaultDescending(sortBy);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const view = params.get('view');
  const single = Object.fromEntries(SINGLE.map((key) => [key, params.get(key) || null])) as Pick<TicketFilters, (typeof SINGLE)[number]>;
  for (const key of ['created_from', 'created_to'] as const) {
    if (single[key] !== null && !DAY.test(single[key])) single[key] = null;
  }
  return {
    search: params.get('search') ?? '',
    status: pick(STATUSES, list(params, 'status')),
    priority: pick(PRIORITIES, list(params, 'priority')),
    origin: pick(ORIGINS, list(params, 'origin')),
    ...single,
    // A value without its field means nothing.
    field_value: single.field_id ? single.field_value : null,
    sortBy,
    descending,
    page: Number.isFinite(page) && page > 1 ? page : 1,
    view: view === 'grid' || view === 'list' ? view : null,
  };
}

export function writeListParams(state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== '') params.set('search', state.search);
  for (const key of ['status', 'priority', 'origin'] as const) {
    if (state[key].length > 0) params.set(key, state[key].join(','));
  }
  for (const key of SINGLE) {
    const value = state[key];
    if (value !== null && value !== '') params.set(key, value);
  }
  if (state.sortBy !== DEFAULT_SORT) params.set('sortBy', state.sortBy);
  if (state.descending !== defaultDescending(state.sortBy)) params.set('descending', String(state.descending));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view) params.set('view', state.view);
  return params;
}

export function hasFilters(filters: TicketFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status.length + filters.priority.length + filters.origin.length > 0 ||
    SINGLE.some((key) => key !== 'field_value' && filters[key] !== null)
  );
}
