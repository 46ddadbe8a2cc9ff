/**
 * Figures of the resources screen: an age in the two largest units ('2 h 5 min'), storage per company with its share
 * of the whole, and how alarming a queue's oldest waiting job is.
 */
import { formatBytes } from '@/lib/format';
import type { StorageOut } from '../../api/types';

const UNITS = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
  ['s', 1],
] as const;

/** Seconds as the two largest non-zero units: 45 s · 3 min · 2 h 5 min · 1 d 3 h. */
export function formatAge(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole === 0) return '0 s';
  const parts: string[] = [];
  let rest = whole;
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(`${amount} ${unit}`);
    else if (parts.length > 0) break;
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** A job waiting over 10 minutes is a queue that does not move; over a minute, one to watch. */
export function ageColor(seconds: number | null): string {
  if (seconds === null || seconds < 60) return 'teal';
  return seconds < 600 ? 'yellow' : 'red';
}

export interface StorageRow extends StorageOut {
  size: string;
  /** Share of all companies' bytes, 0..1. */
  share: number;
}

/** Companies by the bytes they keep, most first, each with its human size and share. */
export function storageRows(storage: readonly StorageOut[], language: string): StorageRow[] {
  const total = storage.reduce((sum, entry) => sum + entry.bytes, 0);
  return [...storage]
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name))
    .map((entry) => ({ ...entry, size: formatBytes(entry.bytes, language), share: total > 0 ? entry.bytes / total : 0 }));
}
