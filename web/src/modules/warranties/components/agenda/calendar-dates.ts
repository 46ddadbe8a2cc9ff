/** Calendar arithmetic of the agenda on local calendar days. Weeks start on Monday. */

import { isoDay } from '../shared/format';

export type CalendarView = 'month' | 'week';

export const toIsoDate = isoDay;

/** A `YYYY-MM-DD` that names a real day, or null (a hand-edited URL). */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The Monday of the date's week. */
export function startOfWeek(date: Date): Date {
  return addDays(date, -((date.getDay() + 6) % 7));
}

/** The days a view shows: whole weeks, so a month starts on the Monday before its 1st. */
export function visibleDays(view: CalendarView, anchor: Date): Date[] {
  const first = startOfWeek(view === 'week' ? anchor : new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  const last = view === 'week' ? addDays(first, 6) : addDays(startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0)), 6);
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The date the previous (-1) or next (+1) page of a view opens on. */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  return view === 'week' ? addDays(anchor, 7 * step) : new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

export const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

/** ISO weekday, 1 for Monday to 7 for Sunday, as the settings' `working_days` count them. */
export const isoWeekday = (date: Date) => ((date.getDay() + 6) % 7) + 1;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const timeText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The visit slots of a day, `HH:MM`, from its start while a whole visit fits before its end. */
export function daySlots(dayStart: string, dayEnd: string, visitMinutes: number): string[] {
  const step = Math.max(visitMinutes, 15);
  const slots: string[] = [];
  for (let minute = minutesOf(dayStart); minute + step <= minutesOf(dayEnd); minute += step) slots.push(timeText(minute));
  return slots.length > 0 ? slots : [dayStart];
}

/** The slot a time falls in (the last one that starts at or before it; the first for an earlier time). */
export function slotOf(time: string, slots: readonly string[]): string {
  const minute = minutesOf(time);
  let found = slots[0] ?? time;
  for (const slot of slots) if (minutesOf(slot) <= minute) found = slot;
  return found;
}
