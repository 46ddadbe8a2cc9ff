import type { Holiday } from '../../api/course-types';

/**
 * Calendar dates as the API sends them (`YYYY-MM-DD`), counted without time zones: business days are Monday to
 * Friday minus the country's holidays, as the server counts them (crates/app/src/config/courses/calendar.rs).
 */
export type IsoDate = string;

const toUtc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** Today in the browser's calendar. */
export function todayIso(now: Date = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `2026-12-14` → `14/12/2026` (SPEC: dates read dd/mm/yyyy). */
export function formatDate(date: IsoDate): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/** A timestamp (`completed_at`, `assigned_at`) as the day it was in the browser, dd/mm/yyyy. */
export function formatDay(timestamp: string): string {
  return formatDate(todayIso(new Date(timestamp)));
}

export function isBusinessDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): boolean {
  const weekday = toUtc(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The date `days` business days after `start` (`start` itself does not count). */
export function addBusinessDays(start: IsoDate, days: number, holidays: ReadonlySet<IsoDate>): IsoDate {
  const day = toUtc(start);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isBusinessDay(toIso(day), holidays)) left -= 1;
  }
  return toIso(day);
}

export const holidaySet = (holidays: readonly Holiday[]): Set<IsoDate> => new Set(holidays.map((holiday) => holiday.date));

/** Holidays after `from` up to `to` (inclusive), by date: the ones a term from `from` skips. */
export function holidaysBetween(holidays: readonly Holiday[], from: IsoDate, to: IsoDate): Holiday[] {
  return holidays.filter((holiday) => holiday.date > from && holiday.date <= to).sort((a, b) => a.date.localeCompare(b.date));
}
