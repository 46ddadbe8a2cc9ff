/**
 * Wire types of Cmanagement (`/api/cmanagement/…`) and its configuration (`/api/config/cmanagement/…`), written by
 * hand from the server's DTOs (`crates/app/src/cmanagement/dto.rs`, `crates/app/src/tickets/dto.rs`).
 */

import type { NamedRef, SendAs, TicketOrigin, TicketPriority, TicketRef, TicketStatus } from '@/components/tickets/types';

export type {
  ActivityEntry,
  Attachment,
  Merge,
  NamedRef,
  SendAs,
  TicketAction,
  TicketMessage,
  TicketOrigin,
  TicketPriority,
  TicketStatus,
} from '@/components/tickets/types';

/** A custom field value: text/long_text/date/select → string, number → number, checkbox → boolean,
 * multi_select and user (multiple) → string[], user (single) → string (user id). */
export type CustomValue = string | number | boolean | string[] | null;

export interface Ticket {
  id: string;
  /** Per-project sequence shown as `#12`. */
  number: number;
  project_id: string;
  subject: string;
  description: string | null;
  status: TicketStatus;
  /** 'N' | 'A' | 'P' | 'F'. */
  status_letter: string;
  /** Set while pending: which "send as" put it there. */
  send_as: SendAs | null;
  priority: TicketPriority;
  origin: TicketOrigin;
  applicant: NamedRef | null;
  owner: NamedRef | null;
  responsible: NamedRef | null;
  cc: NamedRef[];
  category: NamedRef | null;
  /** Keyed by custom field id. Retired fields keep their values here. */
  custom_values: Record<string, CustomValue>;
  postponed_until: string | null; // YYYY-MM-DD
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  created_by: NamedRef | null;
  /** When merged into another ticket: that ticket (this one is then read-only and absent from lists). */
  merged_into: TicketRef | null;
  /** Whole days since creation. */
  age_days: number;
  tasks_total: number;
  tasks_done: number;
  messages_count: number;
  /** The BIM model element the ticket is pinned to, or null. */
  bim: TicketBim | null;
  version: number;
}

/** A ticket's pin on a BIM model element, as the server reads it back (names from the model's current files). */
export interface TicketBim {
  model_id: string;
  model_name: string;
  /** The element's IFC GlobalId: stable across new versions of the model's files. */
  global_id: string;
  element_name: string | null;
  /** The IFC class, e.g. `IfcWall`. */
  element_class: string | null;
  /** False when the element is no longer in the model's current files. */
  found: boolean;
  /** Every element of the model the ticket is pinned to, `global_id` first (a concrete lot's ticket has several). */
  global_ids: string[];
}

/** What create and update send to pin a ticket (update sends `null` to unpin). */
export interface TicketBimIn {
  model_id: string;
  global_id: string;
}

/** GET /api/cmanagement/bim/{modelId}/pins: one entry per pinned element. */
export interface BimPin {
  global_id: string;
  /** Tickets pinned to the element. */
  total: number;
  /** Of those, the ones not finished. */
  live: number;
  /** The highest priority among the live ones; null when none is live. */
  top_priority: TicketPriority | null;
}

export type TaskStatus = 'pending' | 'in_progress' | 'done';

export interface ChecklistItem {
  text: string;
  done: boolean;
}

export interface Task {
  id: string;
  ticket_id: string;
  title: string;
  description: string | null;
  assignee: NamedRef | null;
  due_date: string | null; // YYYY-MM-DD
  status: TaskStatus;
  checklist: ChecklistItem[];
  position: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export type CustomFieldKind = 'text' | 'long_text' | 'number' | 'date' | 'select' | 'multi_select' | 'checkbox' | 'user';

export interface CustomField {
  id: string;
  kind: CustomFieldKind;
  name: string;
  description: string | null;
  /** select / multi_select only; at most 50. */
  options: string[];
  /** user only: several users. (multi_select is always multiple.) */
  multiple: boolean;
  required: boolean;
  active: boolean;
  /** null: applies to every ticket, whatever its category. */
  category_id: string | null;
  position: number;
  version: number;
}

export interface Category {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  fields_count: number;
  tickets_count: number;
  version: number;
}

export interface TemplateTask {
  title: string;
  description: string | null;
  /** Due date = the day the template is applied + this many days (0–365); null: no due date. */
  due_in_days: number | null;
  checklist: string[];
}

export interface TaskTemplate {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  tasks: TemplateTask[];
  version: number;
}

/** GET /api/cmanagement/form: what the ticket form and the filters need. */
export interface TicketForm {
  categories: NamedRef[];
  /** Every field of the company, retired ones too (`active: false`: shown read-only, never offered). */
  fields: CustomField[];
  /** Enabled users of the project: responsible, CC, applicant and task assignee pickers. */
  people: NamedRef[];
  templates: NamedRef[];
  /** The most active fields a category may have (and the general fields, too). */
  max_active_fields: number;
  /** Notify-message limit (1000). */
  max_message_length: number;
  /** Attachment limit per file in bytes (20 MB) and per message (10 files). */
  max_attachment_bytes: number;
  max_attachments: number;
}

export interface ScheduleEntry {
  kind: 'task' | 'ticket';
  /** Task id or ticket id. */
  id: string;
  ticket_id: string;
  ticket_number: number;
  title: string;
  date: string; // YYYY-MM-DD: a task's due date or a ticket's postponed-until date
  status: TaskStatus | TicketStatus;
  priority: TicketPriority;
  assignee: NamedRef | null;
}

export interface AgeBucket {
  /** lt1 (under 1 day), d1_15, d16_30, d31_45, gt45. */
  bucket: 'lt1' | 'd1_15' | 'd16_30' | 'd31_45' | 'gt45';
  count: number;
}

export interface BulkResult {
  updated: number;
  failed: { id: string; number: number; message: string }[];
}
