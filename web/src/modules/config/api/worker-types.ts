import type { Schema } from '@/api/schemas';

/** A person on site who is not a user: national id (RUT or CPF), contractor, position, projects, active. */
export type Worker = Schema<'WorkerOut'>;

/** Body of `POST /api/workers` and `PUT /api/workers/{id}` (the version read, on edit). */
export interface WorkerIn {
  first_name: string;
  last_name: string;
  national_id: string;
  contractor: string | null;
  position: string | null;
  project_ids: string[];
  active: boolean;
  version?: number;
}

/** The answer of `POST /api/workers/import`: counts and every error by row (nothing written when any). */
export type WorkerImportResult = Schema<'WorkerImportOut'>;
export type WorkerImportError = Schema<'RowError'>;

/** Which national id the company's workers carry: RUT in Chile, CPF in Brazil. */
export type IdKind = 'rut' | 'cpf';

export const idKindOfCountry = (country: string): IdKind => (country.toUpperCase() === 'BR' ? 'cpf' : 'rut');

/** The server's limits (crates/app/src/config/workers/rules.rs). */
export const WORKER_LIMITS = { name: 60, contractor: 120, position: 60 } as const;
