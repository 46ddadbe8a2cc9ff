/** `YYYY-MM-DD` of a local day (the server's dates carry no time zone, so they are never read as UTC). */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayIso(): string {
  return isoDay(new Date());
}

export function tomorrowIso(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return isoDay(date);
}

/** A `YYYY-MM-DD` as the user's language writes it (12/12/2026), or '—'. */
export function formatDay(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Date(year, month - 1, day).toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

