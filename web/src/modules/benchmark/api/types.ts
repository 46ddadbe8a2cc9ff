/**
 * Wire types of the anonymised benchmark (`/benchmark`), written by hand from the API contract until
 * `schema.gen.ts` carries BenchmarkOut; then they become `Schema<'…'>` aliases.
 */

export type MetricKey = 'failures_per_unit' | 'days_to_close' | 'observations_per_verification';
export const METRIC_KEYS: readonly MetricKey[] = ['failures_per_unit', 'days_to_close', 'observations_per_verification'];

/** The sector's spread of a figure: only given when `n` reaches the minimum of companies. */
export interface PeerFigures {
  n: number;
  p25: number;
  median: number;
  p75: number;
}

export interface MetricOut {
  key: MetricKey;
  /** The company's own figure; null when it has nothing to measure yet. */
  own: number | null;
  /** Null when the company has not opted in, or fewer than `min_companies` have the figure. */
  peers: PeerFigures | null;
}

export interface FamilyOut {
  /** A failure family: 'finishes', 'installations', 'structure'. */
  family: string;
  /** Share of the company's failures in the family, 0..1. */
  own_share: number | null;
  /** Share of the sector's failures in the family, 0..1. */
  peers_share: number | null;
}

export interface BenchmarkOut {
  opted_in: boolean;
  /** No sector figure comes from fewer companies than this (k-anonymity). */
  min_companies: number;
  /** Companies taking part; null while under the minimum. */
  peers: number | null;
  metrics: MetricOut[];
  families: FamilyOut[];
}

export const benchmarkQueryKey = ['benchmark'] as const;
