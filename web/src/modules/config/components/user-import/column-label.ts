import type { TFunction } from 'i18next';

/** A column's header, or 'Columna 3' when the file left it blank. */
export function columnLabel(t: TFunction<'config-import'>, header: string, column: number): string {
  return header.trim() === '' ? t('mapping.column', { number: column + 1 }) : header;
}

/** The first non-blank value of a column in the sample rows, to show what the column holds. */
export function exampleOf(sample: readonly (readonly string[])[], column: number | null): string | null {
  if (column === null) return null;
  for (const row of sample) {
    const value = row[column]?.trim();
    if (value) return value;
  }
  return null;
}
