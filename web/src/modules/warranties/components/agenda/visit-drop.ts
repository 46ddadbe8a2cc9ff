import type { AgendaVisit, UnitActionIn } from '../../api/types';
import { instantAt, isoDay, timeOf } from '../shared/format';

/** Where a visit was dropped: a day (month view, the time stays) or a day and a slot (week view). */
export interface DropTarget {
  date: string;
  time?: string;
}

/** The visit's new start: the target day at the target slot, or at the time it had. */
export function droppedAt(visit: AgendaVisit, target: DropTarget): string {
  return instantAt(target.date, target.time ?? timeOf(visit.scheduled_at));
}

/** Whether a drop changes nothing (same day and same time). */
export function isSamePlace(visit: AgendaVisit, target: DropTarget): boolean {
  const start = new Date(visit.scheduled_at);
  return isoDay(start) === target.date && (target.time === undefined || target.time === timeOf(visit.scheduled_at));
}

/** The `schedule` action a drop sends: the same responsible, the new time. */
export function rescheduleBody(visit: AgendaVisit, target: DropTarget): Extract<UnitActionIn, { action: 'schedule' }> & { id: string } {
  return { id: visit.unit_id, action: 'schedule', responsible_id: visit.responsible_id ?? '', scheduled_at: droppedAt(visit, target) };
}
