/** Money, dates and gauges of the billing screens, as the user's language writes them. */
import type { Currency } from '../api/types';

/** Digits after the decimal point of a currency: the Chilean peso has none. */
export function currencyDigits(currency: string): number {
  return currency === 'CLP' ? 0 : 2;
}

/** An amount in minor units (`amount_cents`) as money: 1250000 CLP → '$12.500', 1999 BRL → 'R$ 19,99'. */
export function formatMoney(cents: number, currency: string, language: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}

/**
 * A number input's value as a number: Mantine hands a string while it keeps what a number cannot (`1999.90`'s
 * trailing zero, a lone `-`), always with a dot for decimals; null when there is no number.
 */
export function amountOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** What the issue-invoice form sends for a typed amount: minor units, rounded to what the currency writes. */
export function toCents(amount: number, currency: string): number {
  const unit = currency === 'CLP' ? 1 : 0.01;
  return Math.round(Math.round(amount / unit) * unit * 100);
}

/**
 * A day as a date: `YYYY-MM-DD` is a calendar day (read in UTC, so no zone moves it); a timestamp is shown on the
 * user's own calendar.
 */
function toDate(value: string): { date: Date; timeZone?: string } {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' } : { date: new Date(value) };
}

export function formatDay(value: string, language: string): string {
  const { date, timeZone } = toDate(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
}

/** A billing period: '1–31 mar 2026', '15 feb – 14 mar 2026' (the range as the language shortens it). */
export function formatPeriod(start: string, end: string, language: string): string {
  const from = toDate(start);
  const to = toDate(end);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(from.date, to.date);
}

/** The `YYYY-MM-DD` of a date or timestamp, for a date input's value. */
export function toDayValue(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}/.test(value) && value.length === 10) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : localDay(date);
}

/** A date's `YYYY-MM-DD` on the user's calendar. */
export function localDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last instant of a `YYYY-MM-DD` day on the user's calendar, as RFC 3339: a trial's end chosen by its last day. */
export function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** `days` after a `YYYY-MM-DD` day (or after today when there is none). */
export function addDays(day: string | null, days: number): string {
  const base = day ? new Date(`${day}T12:00:00`) : new Date();
  base.setDate(base.getDate() + days);
  return localDay(base);
}

/** The first and last day of the month before `today`: the period an invoice is usually issued for. */
export function previousMonth(today = new Date()): { start: string; end: string } {
  const start = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const end = new Date(today.getFullYear(), today.getMonth(), 0);
  return { start: localDay(start), end: localDay(end) };
}

/** A trial lasts 30 days (SPEC §1); an extended one more, and the bar then counts from its longer length. */
export const TRIAL_DAYS = 30;

/** The trial's gauge: what is left, as a share of its length, and the colour that warns as the end nears. */
export function trialGauge(daysLeft: number): { percent: number; color: string } {
  const left = Math.max(0, daysLeft);
  const length = Math.max(TRIAL_DAYS, left);
  const color = left <= 3 ? 'red' : left <= 7 ? 'orange' : 'blue';
  return { percent: Math.round((left / length) * 100), color };
}

/** The seats' gauge: the share in use (null without a limit) and a colour that warns near the limit. */
export function seatsGauge(used: number, max: number | null | undefined): { percent: number | null; color: string } {
  if (max === null || max === undefined) return { percent: null, color: 'blue' };
  if (max <= 0) return { percent: 100, color: 'red' };
  const percent = Math.min(100, Math.round((used / max) * 100));
  return { percent, color: used >= max ? 'red' : percent >= 80 ? 'orange' : 'blue' };
}

/** The currency a company is usually billed in, from its country. */
export function currencyOf(country: string): Currency {
  if (country === 'CL') return 'CLP';
  if (country === 'BR') return 'BRL';
  return 'USD';
}
