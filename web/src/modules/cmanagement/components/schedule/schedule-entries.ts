import type { ScheduleEntry, TicketPriority } from '../../api/types';
import type { KindFilter } from './use-schedule-params';

export const PRIORITY_COLORS: Record<TicketPriority, string> = { urgent: 'red', high: 'orange', medium: 'blue', low: 'gray' };

const PRIORITY_ORDER: Record<TicketPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** Where a chip leads: the task inside its ticket, or the ticket itself. */
export function entryHref(entry: ScheduleEntry): string {
  const ticket = `/cmanagement/tickets/${encodeURIComponent(entry.ticket_id)}`;
  return entry.kind === 'task' ? `${ticket}/issues/${encodeURIComponent(entry.id)}` : `${ticket}/general`;
}

export const isDone = (entry: ScheduleEntry) => entry.status === 'done' || entry.status === 'finished';

export interface EntryFilter {
  /** Only entries assigned to this user (null: everyone's). */
  assigneeId: string | null;
  kind: KindFilter;
}

export function filterEntries(entries: readonly ScheduleEntry[], filter: EntryFilter): ScheduleEntry[] {
  return entries.filter(
    (entry) => (filter.kind === 'all' || entry.kind === filter.kind) && (filter.assigneeId === null || entry.assignee?.id === filter.assigneeId),
  );
}

/** Entries by day, the most urgent first, then by ticket number. */
export function entriesByDay(entries: readonly ScheduleEntry[]): Map<string, ScheduleEntry[]> {
  const byDay = new Map<string, ScheduleEntry[]>();
  const sorted = [...entries].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || a.ticket_number - b.ticket_number);
  for (const entry of sorted) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  return byDay;
}
