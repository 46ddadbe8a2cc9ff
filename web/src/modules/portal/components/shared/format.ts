/** Dates and numbers as the owner's language writes them (Intl), in the browser's time zone. */

function parse(value: string): Date | null {
  // A plain day (`2027-03-01`) is that day here, not midnight UTC (the day before in America).
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 mar 2027' / '12 de mar. de 2027'; '—' when missing. */
export function formatDate(value: string | null | undefined, language: string): string {
  const date = value ? parse(value) : null;
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date) : '—';
}

/** '12 mar 2027, 10:30'. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = value ? parse(value) : null;
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '—';
}

/** A visit's window: 'lunes, 12 de marzo, 10:00–11:30' (one day), or both ends in full across days. */
export function formatWindow(starts: string, ends: string, language: string): string {
  const from = parse(starts);
  const to = parse(ends);
  if (!from || !to) return '—';
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return to > from ? format.formatRange(from, to) : format.format(from);
}

/** A count or an average: '3', '4,5' in Spanish and Portuguese. */
export function formatNumber(value: number, language: string, digits = 1): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
}

/** A file's size in KB / MB. */
export function formatSize(bytes: number, language: string): string {
  if (bytes < 1024) return `${formatNumber(bytes, language, 0)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, language, 0)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, language)} MB`;
}
