import type { BimModel, BimState } from '../../api/bim/types';

export const STATE_COLORS: Record<BimState, string> = {
  uploaded: 'gray',
  processing: 'blue',
  optimizing: 'violet',
  available: 'teal',
  failed: 'red',
};

/** States in which the server reports a progress (0–100). */
export function hasProgress(state: BimState): boolean {
  return state === 'processing' || state === 'optimizing';
}

/** Why a failed model failed: the reason of its first failed file, if the server gave one. */
export function failureOf(model: Pick<BimModel, 'state' | 'files'>): string | null {
  if (model.state !== 'failed') return null;
  return model.files.find((file) => file.state === 'failed' && file.error)?.error ?? null;
}

/** 1536 → '1,5 KB' in the user's language (binary units, as file managers show them). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit] ?? 'B'}`;
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
