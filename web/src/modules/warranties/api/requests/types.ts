/**
 * Wire types of after-sales (`/api/warranties/requests…`, docs/api-after-sales.md), read from the generated OpenAPI
 * schema. A request is a ticket of the ticket core (`@/components/tickets/types`). Narrowed here:
 * - the server always answers every field of an object (null when empty), so outputs are `Required`;
 * - codes the schema types as plain strings (a failure's status, an AC's verdict…) are their unions;
 * - two schema names collide with older ones (`TicketOut.status` points at the activation request's `Status`,
 *   `MessageOut` at the envelope's): those fields are written here from the contract;
 * - bodies are the schema's (every field optional) with the fields the server requires.
 */
import type { Schema } from '@/api/schemas';
import type { NamedRef, TicketOrigin, TicketPriority, TicketStatus } from '@/components/tickets/types';

export type { NamedRef, TicketOrigin as RequestOrigin, TicketPriority as RequestPriority, TicketStatus as RequestStatus };

export type AgeBucket = 'lt1' | 'd1_15' | 'd16_30' | 'd31_45' | 'gt45';
export type RequestSortKey = 'number' | 'created_at' | 'updated_at' | 'priority' | 'status';

/** `RequestOut`: the core's ticket plus the unit, the owner's e-mail, and the failures and orders counted. */
export type RequestOut = Omit<Required<Schema<'RequestOut'>>, 'status'> & { status: TicketStatus };

/** By status and (live requests only) by age bucket; a key the server leaves out counts 0. */
export type RequestsSummary = Schema<'RequestsSummary'>;

export type FormOwner = Required<Schema<'FormOwner'>>;
export type FormUnit = Omit<Schema<'FormUnit'>, 'owners'> & { owners: FormOwner[] };
/** `GET /requests/form`: the units with their owners (role owner), and who can be responsible. */
export type RequestForm = Omit<Schema<'RequestForm'>, 'units'> & { units: FormUnit[] };

export type RequestIn = Schema<'RequestIn'> & { unit_id: string; origin: TicketOrigin; subject: string; priority?: TicketPriority | null };

/* Failures (`solicitud/:id/fallas`). */

export type FailureStatus = 'pending' | 'scheduled' | 'managed' | 'not_applicable' | 'combined';
export type Guarantee = Schema<'Guarantee'>;
export type AcStatus = 'pending' | 'conforming' | 'non_conforming' | 'rejected';
export type FailureResult = 'solved' | 'not_solved';

export type FailureOut = Omit<Required<Schema<'FailureOut'>>, 'status' | 'ac_status' | 'result'> & {
  status: FailureStatus;
  /** The verdict of its last conformity record (pending while unsigned). */
  ac_status: AcStatus | null;
  /** The last order's result. */
  result: FailureResult | null;
};

export type FailureIn = Schema<'FailureIn'> & { area_id: string; place_id: string; item_id: string; guarantee?: Guarantee | null };

export type ChecklistIssue = Required<Schema<'ChecklistIssue'>>;
export type ChecklistItem = Omit<Schema<'ChecklistItemOut'>, 'issues'> & { issues: ChecklistIssue[] };
export type ChecklistPlace = Omit<Schema<'ChecklistPlace'>, 'items'> & { items: ChecklistItem[] };
export type ChecklistArea = Omit<Schema<'ChecklistArea'>, 'places'> & { places: ChecklistPlace[] };
/** `GET /requests/{id}/checklist`: the unit type's tree, and the project's severities. */
export type Checklist = { areas: ChecklistArea[]; severities: NamedRef[] } & Omit<Schema<'RequestChecklist'>, 'areas'>;

export type FailureActionIn = { action: 'not_applicable'; reason: string } | { action: 'reopen' };

/* Orders (OI inspection, OT work) and AC (conformity record). */

export type OrderKind = Schema<'OrderKind'>;
export type OrderStatus = Schema<'OrderStatus'>;
export type VisitAnswer = 'confirm' | 'reject';

export type OrderFailure = Omit<Required<Schema<'OrderFailure'>>, 'result'> & { result: FailureResult | null };

/** The owner's answer to an order's visit. */
export type OrderVisit = Omit<Required<Schema<'OrderVisit'>>, 'answer'> & { answer: VisitAnswer | null };

export type OrderOut = Omit<Required<Schema<'OrderOut'>>, 'failures' | 'visit'> & { failures: OrderFailure[]; visit: OrderVisit };

export type OrderIn = Schema<'OrderIn'> & { kind: OrderKind; starts_at: string; ends_at: string; failure_ids: string[] };

export type ManageIn = Schema<'ManageIn'> & { results: (Schema<'ResultIn'> & { result: FailureResult })[] };

export type AcVerdict = 'conforming' | 'non_conforming';

export type AcFailure = Omit<Required<Schema<'AcFailure'>>, 'verdict'> & { verdict: AcVerdict | null };

export type AcOut = Omit<Required<Schema<'AcOut'>>, 'status' | 'failures'> & { status: AcStatus; failures: AcFailure[] };

/** Signed with a name, the drawn signature and a verdict per failure; or refused, with a comment. */
export type AcSignIn =
  | { signer_name: string; signature: string; verdicts: { failure_id: string; verdict: AcVerdict }[]; comment?: string | null }
  | { refused: true; comment: string };

export type FollowUpIn = Schema<'FollowUpIn'> & { kind: OrderKind; starts_at: string; ends_at: string };
