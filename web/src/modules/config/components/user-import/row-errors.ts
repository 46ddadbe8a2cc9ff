import type { ImportRowError } from '../../api/user-import-types';

/** What the server says went wrong in a row (RowError.kind), in the order the filter offers them. */
export const ERROR_KINDS = ['required', 'too_short', 'too_long', 'invalid', 'duplicated', 'unknown', 'no_role', 'formula'] as const;

export interface KindCount {
  kind: string;
  count: number;
}

/** The kinds present in `errors` with how many of each, known kinds first in their usual order. */
export function kindCounts(errors: readonly ImportRowError[]): KindCount[] {
  const counts = new Map<string, number>();
  for (const error of errors) counts.set(error.kind, (counts.get(error.kind) ?? 0) + 1);
  const rank = (kind: string) => {
    const index = (ERROR_KINDS as readonly string[]).indexOf(kind);
    return index === -1 ? ERROR_KINDS.length : index;
  };
  return [...counts.entries()].map(([kind, count]) => ({ kind, count })).sort((a, b) => rank(a.kind) - rank(b.kind) || a.kind.localeCompare(b.kind));
}

/** Only the errors of one kind; all of them when `kind` is null. */
export function filterErrors(errors: readonly ImportRowError[], kind: string | null): ImportRowError[] {
  return kind === null ? [...errors] : errors.filter((error) => error.kind === kind);
}

export interface RowGroup {
  row: number;
  errors: ImportRowError[];
}

/** Errors gathered by spreadsheet row, rows in ascending order, each row's errors in the order received. */
export function groupByRow(errors: readonly ImportRowError[]): RowGroup[] {
  const groups = new Map<number, ImportRowError[]>();
  for (const error of errors) {
    const list = groups.get(error.row);
    if (list) list.push(error);
    else groups.set(error.row, [error]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([row, list]) => ({ row, errors: list }));
}

/** One page of row groups (1-based), so a row's errors never split across pages. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  const start = (Math.max(page, 1) - 1) * size;
  return items.slice(start, start + size);
}
