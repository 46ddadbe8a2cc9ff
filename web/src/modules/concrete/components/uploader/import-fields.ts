import type { ApiError } from '@/lib/api';
import type { ImportKind } from '../../api/imports';

/**
 * The server names a column two ways: by the form's field in a row error (`type_id`, `specimens_mpa`) and by the
 * column's own name in a missing-column refusal (`columns.type`, `columns.specimen1`). Both read as the same header.
 */
const ALIASES: Record<string, string> = {
  element_id: 'element',
  supplier_id: 'supplier',
  type_id: 'type',
  laboratory_id: 'laboratory',
};

/** The canonical column of a field, for `import.columns.<kind>.<column>`. */
export function columnOf(field: string): string {
  if (/^axis\d$/.test(field)) return 'axes';
  if (/^specimen\d$/.test(field)) return 'specimens_mpa';
  return ALIASES[field] ?? field;
}

/** `concrete-uploader` key of a field's column header in the UI language (the template's own header). */
export const columnLabelKey = (kind: ImportKind, field: string): string => `import.columns.${kind}.${columnOf(field)}`;

/** Why the server refused a file (a 422 or any other failure), by where it shows in the card. */
export interface ImportRefusal {
  /** On the file input: missing, unreadable, empty, too many rows, not .xlsx/.csv. */
  file: string[];
  /** Fields whose required column the file lacks (`columns.<field>`). */
  missingColumns: string[];
  other: string[];
}

export function importRefusal(error: ApiError): ImportRefusal {
  const refusal: ImportRefusal = { file: [], missingColumns: [], other: [] };
  for (const [key, messages] of Object.entries(error.errors)) {
    if (key.startsWith('columns.')) refusal.missingColumns.push(key.slice('columns.'.length));
    else if (key === 'file') refusal.file.push(...messages);
    else refusal.other.push(...messages);
  }
  if (Object.keys(error.errors).length === 0) refusal.other.push(error.message);
  return refusal;
}
