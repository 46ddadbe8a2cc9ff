import type { ApiError } from '@/lib/api';

export interface RowError {
  /** The row's number in the file, or null for an error about the whole file. */
  row: number | null;
  messages: string[];
}

/**
 * The row errors of a refused import (`errors: {"row 3": [...], file: [...]}`), rows in file order after the errors
 * that name no row.
 */
export function rowErrors(error: ApiError): RowError[] {
  return Object.entries(error.errors)
    .map(([key, messages]) => {
      const match = /^row\s*(\d+)/i.exec(key);
      return { row: match ? Number(match[1]) : null, messages };
    })
    .sort((a, b) => (a.row ?? -1) - (b.row ?? -1));
}
