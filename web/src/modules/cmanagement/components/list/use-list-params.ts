import { useSearchParams } from 'react-router';
import { useGridMode } from '@/lib/storage';
import type { TicketFilters, TicketSortKey, TicketsQuery } from '../../api/get-tickets';
import { NO_FILTERS, readListParams, writeListParams, type ListParams } from './list-params';

/**
 * The ticket list's state, read from and written to the URL. Any filter change goes back to page 1. The cards/list
 * mode is remembered in `cmanagement_grid_mode` (off by default) and written to the URL once chosen.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const [storedGrid, storeGrid] = useGridMode('cmanagement');
  const state = readListParams(params);
  const update = (next: ListParams) => setParams(writeListParams(next), { replace: true });
  const { view, ...query } = state;

  return {
    query: query satisfies TicketsQuery,
    grid: view ? view === 'grid' : storedGrid,
    setFilters: (patch: Partial<TicketFilters>) => update({ ...state, ...patch, page: 1 }),
    clearFilters: () => update({ ...state, ...NO_FILTERS, page: 1 }),
    setSort: (sortBy: TicketSortKey, descending: boolean) => update({ ...state, sortBy, descending, page: 1 }),
    setPage: (page: number) => update({ ...state, page }),
    setGrid: (on: boolean) => {
      storeGrid(on);
      update({ ...state, view: on ? 'grid' : 'list' });
    },
  };
}

export type ListControls = ReturnType<typeof useListParams>;
