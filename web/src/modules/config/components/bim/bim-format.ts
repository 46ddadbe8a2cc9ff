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

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
