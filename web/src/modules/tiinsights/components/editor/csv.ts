/**
 * A query's result as CSV (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote
 * or a line break (quotes doubled), and a byte order mark first so spreadsheet programs read the accents as UTF-8.
 * SQL NULL is an empty field; JSON values (objects, arrays) are written as JSON.
 */
import type { SqlValue } from '../../api/types';

const NEEDS_QUOTES = /[",\r\n]/;

/** One value as the text of its field (before quoting). */
export function csvText(value: SqlValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function csvField(value: SqlValue | undefined): string {
  const text = csvText(value);
  // Spaces at either end are kept as they are, quoted so no reader trims them.
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly (readonly SqlValue[])[]): string {
  const lines = [columns.map(csvField).join(','), ...rows.map((row) => columns.map((_, index) => csvField(row[index])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
