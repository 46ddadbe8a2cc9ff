/**
 * The client-side upload rules of SPEC §5 (Cbox uploads), checked before anything is sent: no duplicates in
 * the list, at most `max_file_bytes` per file, an extension that the server allows, and at most
 * `max_batch_files` per batch (only the first ones are kept). The server checks the same rules again.
 */
import type { CboxLimits } from '../api/types';

export type RejectReason = 'duplicate' | 'too_large' | 'no_extension' | 'invalid_extension';

/** What the rules need from a file (a `File` satisfies it). */
export interface FileLike {
  name: string;
  size: number;
}

/** The limits used until the server's arrive: its documented values, the extensions left to the server. */
export const FALLBACK_LIMITS: CboxLimits = {
  max_file_bytes: 250 * 1024 * 1024,
  max_batch_files: 100,
  extensions: [],
};

/** Lowercase extension without the dot, or null (`informe`, `informe.`, `.env`), read as the server reads it. */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const stem = name.slice(0, dot);
  const extension = name.slice(dot + 1);
  if (stem.trim() === '' || extension === '') return null;
  return extension.toLowerCase();
}

/** Identity of a file in the list: same name and same size. */
export function fileKey(file: FileLike): string {
  return `${file.name}\u0000${file.size}`;
}

/** Why one file cannot be queued, or null. An empty `extensions` list leaves the extension to the server. */
export function rejectReason(file: FileLike, limits: CboxLimits, listed: ReadonlySet<string>): RejectReason | null {
  if (listed.has(fileKey(file))) return 'duplicate';
  if (file.size > limits.max_file_bytes) return 'too_large';
  const extension = extensionOf(file.name);
  if (extension === null) return 'no_extension';
  if (limits.extensions.length > 0 && !limits.extensions.includes(extension)) return 'invalid_extension';
  return null;
}

export interface BatchPlan<F extends FileLike> {
  /** Every considered file in the batch's order, with why it is refused (null: accepted). */
  outcomes: { file: F; reason: RejectReason | null }[];
  accepted: F[];
  rejected: { file: F; reason: RejectReason }[];
  /** Files left out because the batch had more than `max_batch_files`. */
  truncated: number;
}

/**
 * Splits one batch (a selection or a drop) into what to upload and what to refuse. Only the first
 * `max_batch_files` files of the batch are considered; a file repeated inside the batch is a duplicate too.
 */
export function planBatch<F extends FileLike>(files: readonly F[], limits: CboxLimits, listed: Iterable<string>): BatchPlan<F> {
  const max = Math.max(0, limits.max_batch_files);
  const considered = files.slice(0, max);
  const seen = new Set(listed);
  const plan: BatchPlan<F> = { outcomes: [], accepted: [], rejected: [], truncated: files.length - considered.length };
  for (const file of considered) {
    const reason = rejectReason(file, limits, seen);
    plan.outcomes.push({ file, reason });
    if (reason) {
      plan.rejected.push({ file, reason });
    } else {
      plan.accepted.push(file);
      seen.add(fileKey(file));
    }
  }
  return plan;
}

/** 262144000 → 250 (the unit the messages use). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
