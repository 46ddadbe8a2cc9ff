/** Wire types of concrete (`/api/concrete/…`, docs/api-concrete.md), read from the generated OpenAPI schema. */
import type { Schema } from '@/api/schemas';

export type ConcreteSettings = Schema<'ConcreteSettingsOut'>;
export type ConcreteSettingsIn = Schema<'ConcreteSettingsIn'>;
export type CatalogItem = Schema<'ConcreteCatalogItemOut'>;
export type CatalogItemIn = Schema<'ConcreteCatalogItemIn'>;
export type Placement = Schema<'ConcretePlacementOut'>;
export type PlacementIn = Schema<'ConcretePlacementIn'>;
export type Lot = Schema<'ConcreteLotOut'>;
export type LotDetail = Schema<'ConcreteLotDetail'>;
export type Sample = Schema<'ConcreteSampleOut'>;
export type SampleIn = Schema<'ConcreteSampleIn'>;
export type Advance = Schema<'ConcreteAdvanceOut'>;
export type Verdict = 'pending' | 'conforming' | 'non_conforming';
