/**
 * Wire types of the ticket core (`crates/app/src/tickets/dto.rs`) that every module built on it answers the same
 * way: Cmanagement's tickets and after-sales' requests share states, actions, messages, activity and merges.
 */

export interface NamedRef {
  id: string;
  name: string;
}

/** Internal states; N, A, P, P, F are their letters (SPEC §4: two meanings share P). */
export type TicketStatus = 'new' | 'open' | 'pending' | 'postponed' | 'finished';
export type TicketPriority = 'urgent' | 'high' | 'medium' | 'low';
export type TicketOrigin = 'delivery_act' | 'mobile_app' | 'owners_pwa' | 'owners_web' | 'email' | 'call' | 'concrete';
/** "Send as" options of the composer (SPEC §4). */
export type SendAs = 'waiting_agent' | 'waiting_applicant' | 'in_progress' | 'resolved';
export type TicketAction = 'postpone' | 'resume' | 'reopen' | 'finish' | 'open' | 'send_as';

/** A ticket by its number. */
export interface TicketRef {
  id: string;
  number: number;
}

/** What the core's screens read of a ticket; each module's ticket type has these fields and more. */
export interface CoreTicket {
  id: string;
  /** Per-project sequence shown as `#12`. */
  number: number;
  subject: string;
  status: TicketStatus;
  /** Set while pending: which "send as" put it there. */
  send_as: SendAs | null;
  priority: TicketPriority;
  applicant: NamedRef | null;
  postponed_until: string | null; // YYYY-MM-DD
  created_at: string;
  /** When merged into another ticket: that ticket (this one is then read-only and absent from lists). */
  merged_into: TicketRef | null;
  /** Whole days since creation. */
  age_days: number;
  version: number;
}

export interface Attachment {
  id: string;
  name: string;
  size: number;
  mime: string;
  /** GET: the file (inline for PDF and images, attachment otherwise). */
  url: string;
}

export interface TicketMessage {
  id: string;
  author: NamedRef | null;
  body: string;
  private: boolean;
  /** `message`, `justification` (the one written when finishing), or `owner` (by the request's owner, in the owners'
   * portal or by e-mail; only after-sales requests have owners). */
  kind: 'message' | 'justification' | 'owner';
  attachments: Attachment[];
  /** Set when the message came from a merged ticket. */
  from_ticket: TicketRef | null;
  created_at: string;
}

export interface ActivityEntry {
  id: string;
  /** created, updated, status, message, merged, merged_into, merge_undone, task_*, template_applied, and a module's own. */
  action: string;
  user: NamedRef | null;
  /** Action-specific: status → {from, to, reason?, until?, send_as?}; updated → {changes: {field: [before, after]}};
   * merged → {source: {id, number}}; merged_into → {target: {id, number}}; task_* → {title}. */
  detail: Record<string, unknown> | null;
  created_at: string;
}

export interface Merge {
  id: string;
  target: TicketRef;
  source: TicketRef & { subject: string };
  created_by: NamedRef | null;
  created_at: string;
  undone_at: string | null;
  /** True while nothing new happened on the target since the merge. */
  can_undo: boolean;
}

/** A ticket that could be merged into another: its status when the module says it, and why it cannot be when it cannot. */
export interface MergeCandidate {
  id: string;
  number: number;
  subject: string;
  status?: TicketStatus;
  /** Null (or absent) when it may be merged; otherwise the server's reason. */
  refusal?: string | null;
}
