import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { wKeys } from './keys';
import type { AgendaOut } from './types';

export interface AgendaRange {
  /** First day shown, `YYYY-MM-DD`. */
  from: string;
  /** Last day shown (inclusive). */
  to: string;
  responsible_id: string | null;
}

/** GET /api/warranties/agenda: the delivery visits of a period with the project's agenda settings. */
export function getAgenda(range: AgendaRange) {
  return api.get<AgendaOut>('/api/warranties/agenda', { ...range }, { notify: false });
}

export const agendaQueryOptions = (range: AgendaRange) =>
  queryOptions({ queryKey: [...wKeys.agenda, range], queryFn: () => getAgenda(range), placeholderData: keepPreviousData });

export function useAgenda(range: AgendaRange) {
  return useQuery(agendaQueryOptions(range));
}
