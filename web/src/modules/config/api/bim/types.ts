/**
 * Wire types of `/api/bim/*`: the model types come from the shared bim module's entry point (`crates/app/src/bim` is
 * their source); the request bodies of the management screens are here.
 */
import type { BimFile, BimImpact, BimImpactItem, BimModel, BimState } from '@/modules/bim';

export type { BimFile, BimImpact, BimImpactItem, BimModel, BimState };

/** Body of `POST /api/bim/models`. */
export interface BimModelIn {
  project_id: string;
  model_name: string;
  model_id: string;
}

/** Body of `PUT /api/bim/models/{id}`: only what changes, with the version read (a stale one is a 409). */
export interface BimModelPatch {
  id: string;
  version: number;
  model_name?: string;
  model_id?: string;
  concrete?: boolean;
}
