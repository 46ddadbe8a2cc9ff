/** Numbers and periods of the dashboard as the user's language writes them: 1.234 · 3 nov · 3–9 nov 2026. */
import { addDays, parseIsoDate } from '@/lib/calendar-dates';
import type { Granularity } from '../api/types';

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A period's axis tick: its (first) day, short ('3 nov'). */
export function formatPeriodTick(period: string, language: string): string {
  const day = parseIsoDate(period);
  return day ? day.toLocaleDateString(language, { day: 'numeric', month: 'short' }) : period;
}

/**
 * A period in full, for the tooltip and the table: the day ('mar, 3 nov 2026'), or the week's Monday to Sunday
 * ('3–9 nov 2026').
 */
export function formatPeriod(period: string, granularity: Granularity, language: string): string {
  const day = parseIsoDate(period);
  if (!day) return period;
  if (granularity === 'day') {
    return day.toLocaleDateString(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  }
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' });
  return format.formatRange(day, addDays(day, 6));
}

/** A `YYYY-MM-DD` as a date of a sentence ('18 mar 2026'). */
export function formatDay(value: string, language: string): string {
  const day = parseIsoDate(value);
  return day ? day.toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' }) : value;
}
