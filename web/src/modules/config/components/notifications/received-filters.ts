import type { ReceivedQuery } from '../../api/get-received-notifications';

/** Read state filter of the received list. */
export type ReadFilter = 'all' | 'unread' | 'read';

/** The filters of /config/notificaciones/recibidas, kept in the address (`?module=cbox&status=unread&page=2`). */
export interface ReceivedFilters {
  /** A module key or `home`; null for every module. */
  module: string | null;
  status: ReadFilter;
  page: number;
}

export const RECEIVED_PAGE_SIZE = 10;

const STATUSES: readonly ReadFilter[] = ['all', 'unread', 'read'];

/** Reads the filters from the address; anything unknown falls back to no filter and the first page. */
export function filtersFromParams(params: URLSearchParams): ReceivedFilters {
  const module = params.get('module')?.trim() || null;
  const status = STATUSES.find((value) => value === params.get('status')) ?? 'all';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { module, status, page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** Writes the filters back, leaving out the defaults so the plain address means "everything, first page". */
export function filtersToParams(filters: ReceivedFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.module) params.set('module', filters.module);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The GET query: `unread=true` for unread only, `unread=false` for read only, nothing for all. */
export function toReceivedQuery(filters: ReceivedFilters, rowsPerPage = RECEIVED_PAGE_SIZE): ReceivedQuery {
  return {
    ...(filters.module ? { module: filters.module } : {}),
    ...(filters.status === 'all' ? {} : { unread: filters.status === 'unread' }),
    page: filters.page,
    rowsPerPage,
  };
}

/** A change of filter starts again on the first page. */
export function withFilter(filters: ReceivedFilters, change: Partial<Pick<ReceivedFilters, 'module' | 'status'>>): ReceivedFilters {
  return { ...filters, ...change, page: 1 };
}
