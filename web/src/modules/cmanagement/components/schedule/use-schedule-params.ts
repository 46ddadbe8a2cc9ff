import { useSearchParams } from 'react-router';
import { parseIsoDate, toIsoDate, type CalendarView } from '@/lib/calendar-dates';

export type KindFilter = 'all' | 'task' | 'ticket';

export interface ScheduleParams {
  view: CalendarView;
  /** The day the view is built around (today when the URL names none). */
  anchor: Date;
  /** Only what is assigned to me. */
  mine: boolean;
  kind: KindFilter;
}

/**
 * The agenda's state lives in the URL (`?view=week&date=2026-03-09&mine=1&kind=task`), so a reload or a shared link
 * opens the same period with the same filters. Without parameters it opens this month with everything in it.
 */
export function useScheduleParams() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const state: ScheduleParams = {
    view: params.get('view') === 'week' ? 'week' : 'month',
    anchor: parseIsoDate(params.get('date')) ?? new Date(),
    mine: params.get('mine') === '1',
    kind: kind === 'task' || kind === 'ticket' ? kind : 'all',
  };

  const update = (change: Partial<ScheduleParams>) => {
    const next = { ...state, ...change };
    const search = new URLSearchParams();
    search.set('view', next.view);
    search.set('date', toIsoDate(next.anchor));
    if (next.mine) search.set('mine', '1');
    if (next.kind !== 'all') search.set('kind', next.kind);
    setParams(search, { replace: true });
  };

  return { ...state, update };
}
