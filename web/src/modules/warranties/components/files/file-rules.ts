/** The limits of SPEC §5/§9 for a unit's files, checked before uploading (the server checks again). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_CERTIFICATES = 100;

export type FileProblem = 'not_pdf' | 'too_large' | 'too_many';

export interface FileCheck {
  accepted: File[];
  refused: { file: File; problem: FileProblem }[];
}

/** A PDF by its type, or by its extension when the browser gives no type. */
export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return file.type === 'application/pdf';
  return /\.pdf$/i.test(file.name);
}

/**
 * Certificates: PDF only, 20 MB each, 100 per unit counting the ones it has. Files past the 100th are refused as too
 * many, in the order they were chosen.
 */
export function checkCertificates(files: readonly File[], existing: number): FileCheck {
  const result: FileCheck = { accepted: [], refused: [] };
  for (const file of files) {
    if (!isPdf(file)) result.refused.push({ file, problem: 'not_pdf' });
    else if (file.size > MAX_FILE_BYTES) result.refused.push({ file, problem: 'too_large' });
    else if (existing + result.accepted.length >= MAX_CERTIFICATES) result.refused.push({ file, problem: 'too_many' });
    else result.accepted.push(file);
  }
  return result;
}

/** General files: any type, 20 MB each. */
export function checkGeneralFiles(files: readonly File[]): FileCheck {
  const result: FileCheck = { accepted: [], refused: [] };
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) result.refused.push({ file, problem: 'too_large' });
    else result.accepted.push(file);
  }
  return result;
}
