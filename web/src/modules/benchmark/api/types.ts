/**
 * Wire types of the anonymised benchmark (`/benchmark`), read from the generated OpenAPI schema. The schema writes a
 * metric's key as a string; the narrow names below are what the server sends.
 */
import type { Schema } from '@/api/schemas';

export type BenchmarkOut = Schema<'BenchmarkOut'>;
/** One metric: the company's own figure (none without data) and the sector's spread (none when withheld). */
export type MetricOut = Schema<'MetricOut'>;
/** A failure family (`finishes`, `installations`, `structure`) with its share of the company's and the sector's failures. */
export type FamilyOut = Schema<'FamilyOut'>;
/** The sector's spread of a figure: only given when `n` reaches the minimum of companies. */
export type PeerFigures = Schema<'PeerStats'>;

export type MetricKey = 'failures_per_unit' | 'days_to_close' | 'observations_per_verification';
export const METRIC_KEYS: readonly MetricKey[] = ['failures_per_unit', 'days_to_close', 'observations_per_verification'];
export const isMetricKey = (key: string): key is MetricKey => (METRIC_KEYS as readonly string[]).includes(key);

export const benchmarkQueryKey = ['benchmark'] as const;
