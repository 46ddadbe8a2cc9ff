/** What the server accepts (SPEC §5 user import): checked before uploading, so a wrong file costs no upload. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.xlsx', '.csv'] as const;

export type FileProblem = 'format' | 'tooLarge';

export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'format';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  return null;
}

/** A CSV with only the header row, whose names the server recognises when it suggests the mapping. */
export function templateHref(header: string): string {
  // The byte-order mark makes Excel read the accents as UTF-8.
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${header}\r\n`)}`;
}
