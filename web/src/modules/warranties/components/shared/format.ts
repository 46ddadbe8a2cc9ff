/** Dates as the deliveries screens show and send them: plain days stay local, instants travel as RFC 3339. */

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a local day. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const todayIso = () => isoDay(new Date());

/** A `YYYY-MM-DD` as the user's language writes it (12/03/2026), or '—'. */
export function formatDay(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Date(year, month - 1, day).toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** An instant in the user's language and time zone ('10 mar 2026, 10:30'), or '—'. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** An instant as a list cell shows it ('11/01/2027 10:00'), or '—'. */
export function formatShortDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDay(isoDay(date), language)} ${timeOf(value)}`;
}

/** `HH:MM` of an instant, local. */
export function timeOf(value: string): string {
  const date = new Date(value);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of an `<input type="datetime-local">` for an instant (local time), or ''. */
export function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An instant as RFC 3339 in the browser's own offset (`2026-03-10T10:00:00-03:00`): the server checks a visit
 * against the working hours in the offset it is sent with, so 10:00 in Santiago must not travel as 13:00Z.
 */
export function toRfc3339Local(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}

/** An `<input type="datetime-local">` value (local time) as RFC 3339, or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : toRfc3339Local(date);
}

/** A local day and an `HH:MM` as RFC 3339 in the browser's offset. */
export function instantAt(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return toRfc3339Local(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0));
}
