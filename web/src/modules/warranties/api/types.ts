/**
 * Wire types of deliveries (`/api/warranties/…`, docs/api-deliveries.md), read from the generated OpenAPI schema.
 * The action and signature bodies are narrowed here to the combinations the server accepts (the wire schema is
 * one flat object with optional fields).
 */
import type { Schema } from '@/api/schemas';

export type UnitStatus = Schema<'UnitStatus'>;
export type RevisionStatus = Schema<'RevisionStatus'>;
export type OwnerRole = Schema<'OwnerRole'>;
export type ReceiverType = Schema<'ReceiverType'>;
export type MeterKind = Schema<'MeterKind'>;
export type NodeLevel = Schema<'NodeLevel'>;
export type FileKind = 'certificate' | 'general';

export type ActOut = Schema<'ActOut'>;
export type UnitOut = Schema<'UnitOut'>;
export type UnitIn = Schema<'UnitIn'>;
export type UnitsSummary = Schema<'One_SummaryOut'>['data'];
export type CreatedOut = Schema<'One_CreatedOut'>['data'];
export type OwnerOut = Schema<'OwnerOut'>;
export type OwnerIn = Schema<'OwnerIn'>;
export type FileOut = Schema<'FileOut'>;
export type ItemRevision = Schema<'ItemRevision'>;
export type RevisionIssue = Schema<'IssueRef'>;
export type RevisionItem = Schema<'ItemOut'>;
export type RevisionPlace = Schema<'PlaceOut'>;
export type RevisionArea = Schema<'AreaOut'>;
export type RevisionSummary = Schema<'RevisionSummary'>;
export type RevisionOut = Schema<'RevisionOut'>;
export type RevisionIn = Schema<'RevisionIn'>;
export type Meter = Schema<'MeterOut'>;
export type Accessory = Schema<'AccessoryOut'>;
/** The server always answers both halves (and the five meters). */
export type DetailsOut = Required<Schema<'DetailsOut'>>;
export type SeverityOut = Schema<'SeverityOut'>;
export type UnitTypeOut = Schema<'UnitTypeOut'>;
export type NodeOut = Schema<'NodeOut'>;
export type AgendaVisit = Schema<'VisitOut'>;
export type AgendaOut = Schema<'AgendaOut'>;

export type ActivityOut = Schema<'UnitActivityOut'>;

/** One signature of the act (a narrowing of `ActSignatureIn`). */
export interface Signature {
  role: 'receiver' | 'representative';
  owner_id?: string | null;
  name?: string | null;
  image: string;
}

export interface ActIn {
  signatures: Signature[];
  note?: string | null;
}

/** Body of `POST /units/{id}/actions` (a narrowing of `UnitActionIn`). */
export type UnitActionIn =
  | { action: 'schedule'; responsible_id: string; scheduled_at: string }
  | { action: 'confirm' }
  | { action: 'reject'; reason?: string | null }
  | { action: 'deliver'; delivery_date: string; note?: string | null }
  | { action: 'reset' }
  | { action: 'reset_clean'; confirm: true };

/** `GET /api/public/deliveries/{token}`. */
export type PublicDelivery = Schema<'PublicVisitOut'>;

/** A person who can be a unit's responsible. */
export type Person = Schema<'ResponsibleOut'>;
