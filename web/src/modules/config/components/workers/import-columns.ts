import type { ApiError } from '@/lib/api';
import type { IdKind } from '../../api/worker-types';

/** The fields of an import file, in the template's column order; the first three are required. */
export const IMPORT_FIELDS = ['first_name', 'last_name', 'national_id', 'contractor', 'position'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The template's header row: Nombre, Apellido, RUT/CPF, Empresa contratista, Cargo (in the file's own language). */
export function templateCsv(headers: Record<ImportField, string>): string {
  return `${IMPORT_FIELDS.map((field) => headers[field]).join(',')}\n`;
}

/** `config-workers` key of a row error's field label (`national_id` reads RUT or CPF). */
export const fieldLabelKey = (field: string, kind: IdKind): string => (field === 'national_id' ? `fields.national_id.${kind}` : `fields.${field}`);

/** What a refused import (422) says, by where it belongs in the dialog: the file, the projects, missing columns. */
export interface ImportRefusal {
  file: string[];
  projects: string[];
  /** Fields whose column the file lacks (`columns.<field>`). */
  missingColumns: string[];
  other: string[];
}

export function importRefusal(error: ApiError): ImportRefusal {
  const refusal: ImportRefusal = { file: [], projects: [], missingColumns: [], other: [] };
  for (const [key, messages] of Object.entries(error.errors)) {
    if (key.startsWith('columns.')) refusal.missingColumns.push(key.slice('columns.'.length));
    else if (key === 'file') refusal.file.push(...messages);
    else if (key === 'project_ids') refusal.projects.push(...messages);
    else refusal.other.push(...messages);
  }
  if (Object.keys(error.errors).length === 0) refusal.other.push(error.message);
  return refusal;
}
