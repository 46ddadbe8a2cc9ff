import { useSearchParams } from 'react-router';
import { parseIsoDate, toIsoDate, type CalendarView } from './calendar-dates';

export interface AgendaParams {
  view: CalendarView;
  /** The day the view is built around (today when the URL names none). */
  anchor: Date;
  /** Only this responsible's visits. */
  responsible: string | null;
}

/** The agenda's state lives in the URL (`?view=month&date=2026-03-09&responsible=…`); it opens on this week. */
export function useAgendaParams() {
  const [params, setParams] = useSearchParams();
  const state: AgendaParams = {
    view: params.get('view') === 'month' ? 'month' : 'week',
    anchor: parseIsoDate(params.get('date')) ?? new Date(),
    responsible: params.get('responsible') || null,
  };
  const update = (change: Partial<AgendaParams>) => {
    const next = { ...state, ...change };
    const search = new URLSearchParams({ view: next.view, date: toIsoDate(next.anchor) });
    if (next.responsible) search.set('responsible', next.responsible);
    setParams(search, { replace: true });
  };
  return { ...state, update };
}
