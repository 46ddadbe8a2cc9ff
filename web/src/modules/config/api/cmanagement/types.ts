/**
 * Wire types of the Cmanagement configuration (`/api/config/cmanagement/…`). They are written once, by hand, in the
 * cmanagement module until the server's OpenAPI document carries them (then both read `@/api/schemas`); this file is
 * the one place configuration reaches into that module, for types only, instead of keeping a copy that would drift.
 */
// eslint-disable-next-line no-restricted-imports -- type-only bridge to the hand-written wire types (see above)
import type { Category, CustomField, CustomFieldKind, TaskTemplate, TemplateTask, TicketForm } from '@/modules/cmanagement/api/types';

export type { Category, CustomField, CustomFieldKind, TaskTemplate, TemplateTask, TicketForm };

/** Body of `POST /api/config/cmanagement/categories` (and of its PUT, with the version read). */
export interface CategoryIn {
  name: string;
  description: string | null;
  active: boolean;
}

/** Body of `POST /api/config/cmanagement/custom-fields`; its PUT sends the same without `kind` (fixed once created). */
export interface CustomFieldIn {
  kind: CustomFieldKind;
  name: string;
  description: string | null;
  /** select / multi_select only (1–50, unique); empty otherwise. */
  options: string[];
  /** user only. */
  multiple: boolean;
  required: boolean;
  active: boolean;
  /** null: a general field, on every ticket whatever its category. */
  category_id: string | null;
}

/** Body of `POST /api/config/cmanagement/task-templates` (and of its PUT, with the version read). */
export interface TaskTemplateIn {
  name: string;
  description: string | null;
  active: boolean;
  tasks: TemplateTask[];
}

/** What a PUT adds to a body: the record and the version it was read at (a stale one is a 409). */
export interface Versioned {
  id: string;
  version: number;
}
