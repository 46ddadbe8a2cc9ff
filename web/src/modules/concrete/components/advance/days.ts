import { addDays, parseIsoDate, toIsoDate } from '@/lib/calendar-dates';

/** Days from `from` to `to` on the calendar (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return 0;
  return Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);
}

export function shiftDay(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  return date ? toIsoDate(addDays(date, days)) : iso;
}

/** How many days before the first placement the replay starts, so it opens on a model with nothing poured. */
export const LEAD_DAYS = 7;

/** The replay's first day: a week before the first placement (or before today without any). */
export function replayStart(firstPour: string | null, today: string): string {
  const first = firstPour && firstPour < today ? firstPour : today;
  return shiftDay(first, -LEAD_DAYS);
}
