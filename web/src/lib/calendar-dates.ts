/**
 * Calendar arithmetic of the month and week calendars (Cmanagement's schedule, the deliveries agenda) on local
 * calendar days (no time zones involved: the server's dates are plain `YYYY-MM-DD`). Weeks start on Monday.
 */
export type CalendarView = 'month' | 'week';

const pad = (value: number) => String(value).padStart(2, '0');

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The days a view shows: whole weeks, so a month starts on the Monday before its 1st (35 or 42 days at most). */
export function visibleDays(view: CalendarView, anchor: Date): Date[] {
  const first = startOfWeek(view === 'week' ? anchor : startOfMonth(anchor));
  const last = view === 'week' ? addDays(first, 6) : addDays(startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0)), 6);
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The date the previous (-1) or next (+1) page of a view opens on: a week away, or the 1st of the next month. */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  return view === 'week' ? addDays(anchor, 7 * step) : new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

export const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
