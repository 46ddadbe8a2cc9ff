/**
 * Wire types of the technical insights (issue 19, the provider's staff only), read from the generated OpenAPI schema.
 * The schema writes closed sets (level, engine, broker kind, storage backend) as strings, and a query's cells and a
 * log line's fields as objects: they are any JSON value, typed here as such.
 */
import type { Schema } from '@/api/schemas';

/** A cell of a query's result: whatever the database answered, as JSON. */
export type SqlValue = string | number | boolean | null | Record<string, unknown> | unknown[];

export type SqlOut = Omit<Schema<'Outcome'>, 'rows'> & { rows: SqlValue[][] };

export type LogEntry = Omit<Schema<'Line'>, 'fields'> & { fields: Record<string, unknown> };

/** Most severe first: the filter shows the chosen level and every more severe one. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogQuery {
  level: string | null;
  q: string;
  request_id: string;
  company_id: string;
  limit: number;
}

export type ResourcesOut = Schema<'ResourcesOut'>;
export type JobsOut = Schema<'JobsOut'>;
export type JobKindOut = Schema<'KindCount'>;
/** Files and bytes of a company, or of the provider's own objects (the dumps) when `company_id` is null. */
export type StorageOut = Schema<'StorageUse'>;
export type BrokerOut = Schema<'BrokerOut'>;
export type SlowRequestOut = Schema<'SlowRequest'>;
export type DumpOut = Schema<'DumpOut'>;
