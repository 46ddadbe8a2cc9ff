/**
 * Wire types of the technical insights (issue 19 contract "Technical insights": the provider's staff only), written
 * by hand until the generated OpenAPI schema holds them. Where the server differs from the contract, the server's
 * (crates/app/src/tiinsights) wins: resources carry `storage_backend` and no `started_at`, storage may belong to no
 * company (the provider's own objects), dumps count their files, and logs know `trace`.
 */

/** A cell of a query's result: whatever the database answered, as JSON. */
export type SqlValue = string | number | boolean | null | Record<string, unknown> | unknown[];

export interface SqlIn {
  sql: string;
}

export interface SqlOut {
  columns: string[];
  rows: SqlValue[][];
  /** More than 1000 rows: only the first 1000 came back. */
  truncated: boolean;
  elapsed_ms: number;
}

export type LogLevel = 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Most severe first: the filter shows the chosen level and every more severe one. */
export const LOG_LEVELS: readonly LogLevel[] = ['error', 'warn', 'info', 'debug', 'trace'];

export interface LogEntry {
  /** RFC 3339. */
  at: string;
  level: LogLevel;
  message: string;
  /** The code that wrote it (`app::http`, `platform::jobs`…). */
  target: string;
  request_id: string | null;
  company_id: string | null;
  fields: Record<string, unknown>;
}

export interface LogQuery {
  level: LogLevel | null;
  q: string;
  request_id: string;
  company_id: string;
  limit: number;
}

export interface JobKindOut {
  kind: string;
  queued: number;
  running: number;
  failed: number;
}

export interface JobsOut {
  queued: number;
  running: number;
  failed: number;
  done_last_day: number;
  /** Age of the oldest job still waiting, or null when none waits. */
  oldest_queued_seconds: number | null;
  by_kind: JobKindOut[];
}

export interface StorageOut {
  /** Null for the provider's own objects (the dumps). */
  company_id: string | null;
  name: string;
  files: number;
  bytes: number;
}

export interface BrokerOut {
  kind: 'nats' | 'local';
  connected: boolean;
}

export interface SlowRequestOut {
  at: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  request_id: string;
}

export type Engine = 'sqlite' | 'postgres';

export interface ResourcesOut {
  engine: Engine;
  /** Where files live: the local object store or an S3-compatible bucket. */
  storage_backend: 'local' | 's3';
  jobs: JobsOut;
  storage: StorageOut[];
  broker: BrokerOut;
  slow_requests: SlowRequestOut[];
}

export interface DumpOut {
  id: string;
  created_at: string;
  engine: Engine;
  bytes: number;
  tables: number;
  rows: number;
  /** Objects of the file store listed in the dump's manifest. */
  files: number;
}
