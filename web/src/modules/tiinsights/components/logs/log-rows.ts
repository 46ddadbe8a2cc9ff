/**
 * Log lines carry no id: each gets a key from what it says (time, level, target, message, request), with a counter for
 * identical lines, so an opened line stays open when a refresh puts newer lines above it.
 */
import type { LogEntry, LogLevel } from '../../api/types';

export interface LogRow extends LogEntry {
  key: string;
}

export function withKeys(entries: readonly LogEntry[]): LogRow[] {
  const seen = new Map<string, number>();
  // Counted from the oldest, so the lines already shown keep their keys when newer ones arrive on top.
  const rows = [...entries].reverse().map((entry) => {
    const base = [entry.at, entry.level, entry.target, entry.request_id ?? '', entry.message].join('|');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { ...entry, key: `${base}|${n}` };
  });
  return rows.reverse();
}

const LEVEL_COLORS: Record<LogLevel, string> = { error: 'red', warn: 'orange', info: 'blue', debug: 'gray', trace: 'gray' };

/** A level's badge colour; grey for one this screen does not know. */
export const levelColor = (level: string): string => (LEVEL_COLORS as Partial<Record<string, string>>)[level] ?? 'gray';

/** A line's fields as indented JSON; null when it has none. */
export function fieldsText(fields: Record<string, unknown> | null | undefined): string | null {
  if (!fields || Object.keys(fields).length === 0) return null;
  return JSON.stringify(fields, null, 2);
}
