import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ApiError } from '@/lib/api';
import type { TicketIn } from '../../api/create-ticket';
import type { CustomField, CustomValue, Ticket, TicketOrigin, TicketPriority } from '../../api/types';
import type { TicketPatch } from '../../api/update-ticket';

export const SUBJECT_MAX = 200;

export interface TicketFormValues {
  subject: string;
  description: string;
  priority: TicketPriority | null;
  origin: TicketOrigin | null;
  category_id: string | null;
  responsible_id: string | null;
  cc_ids: string[];
  applicant_id: string | null;
  /** Keyed by custom field id. */
  custom: Record<string, CustomValue>;
}

export type TicketFormType = UseFormReturnType<TicketFormValues>;

/** The form path of a custom value (`custom.<id>`), where its errors live too. */
export const customPath = (fieldId: string) => `custom.${fieldId}`;

export function emptyValues(applicantId: string): TicketFormValues {
  return { subject: '', description: '', priority: 'medium', origin: null, category_id: null, responsible_id: null, cc_ids: [], applicant_id: applicantId, custom: {} };
}

export function ticketValues(ticket: Ticket): TicketFormValues {
  return {
    subject: ticket.subject,
    description: ticket.description ?? '',
    priority: ticket.priority,
    origin: ticket.origin,
    category_id: ticket.category?.id ?? null,
    responsible_id: ticket.responsible?.id ?? null,
    cc_ids: ticket.cc.map((ref) => ref.id),
    applicant_id: ticket.applicant?.id ?? null,
    custom: { ...ticket.custom_values },
  };
}

export const isEmptyValue = (value: CustomValue | undefined) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** SPEC §5 on the client: subject 1–200, priority and origin chosen, required custom fields filled (a required checkbox ticked, as the server asks). */
export function validateTicket(t: TFunction<'cmanagement-tickets'>, values: TicketFormValues, fields: CustomField[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const subject = values.subject.trim();
  if (subject === '') errors.subject = t('validation.required');
  else if (subject.length > SUBJECT_MAX) errors.subject = t('validation.maxLength', { max: SUBJECT_MAX });
  if (!values.priority) errors.priority = t('validation.required');
  if (!values.origin) errors.origin = t('validation.required');
  for (const field of fields) {
    const value = values.custom[field.id];
    const missing = field.kind === 'checkbox' ? value !== true : isEmptyValue(value);
    if (field.required && missing) errors[customPath(field.id)] = t('validation.required');
  }
  return errors;
}

/** The values of the fields the ticket fills now (empty ones left out on create). */
function customValues(values: TicketFormValues, fields: CustomField[], keepEmpty: boolean): Record<string, CustomValue> {
  const result: Record<string, CustomValue> = {};
  for (const field of fields) {
    const value = values.custom[field.id];
    if (!isEmptyValue(value)) result[field.id] = value ?? null;
    else if (keepEmpty) result[field.id] = null;
  }
  return result;
}

export function toTicketIn(values: TicketFormValues, fields: CustomField[]): TicketIn {
  return {
    subject: values.subject.trim(),
    description: values.description.trim() || null,
    priority: values.priority ?? 'medium',
    origin: values.origin ?? 'call',
    category_id: values.category_id,
    responsible_id: values.responsible_id,
    applicant_id: values.applicant_id,
    cc_ids: values.cc_ids,
    custom_values: customValues(values, fields, false),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Only what changed (PUT sends only the keys that change). When any custom value changed, every field the ticket
 * fills now is sent, so the server sees the whole set it validates (retired fields stay as they are).
 */
export function toPatch(ticket: Ticket, values: TicketFormValues, fields: CustomField[]): TicketPatch {
  const before = ticketValues(ticket);
  const patch: TicketPatch = {};
  if (values.subject.trim() !== before.subject) patch.subject = values.subject.trim();
  if (values.description.trim() !== before.description.trim()) patch.description = values.description.trim() || null;
  if (values.priority && values.priority !== before.priority) patch.priority = values.priority;
  if (values.origin && values.origin !== before.origin) patch.origin = values.origin;
  if (values.category_id !== before.category_id) patch.category_id = values.category_id;
  if (values.responsible_id !== before.responsible_id) patch.responsible_id = values.responsible_id;
  if (!same([...values.cc_ids].sort(), [...before.cc_ids].sort())) patch.cc_ids = values.cc_ids;
  const now = customValues(values, fields, true);
  if (Object.entries(now).some(([id, value]) => !same(isEmptyValue(value) ? null : value, isEmptyValue(before.custom[id]) ? null : before.custom[id]))) {
    patch.custom_values = now;
  }
  return patch;
}

const FIELDS = ['subject', 'description', 'priority', 'origin', 'category_id', 'responsible_id', 'cc_ids', 'applicant_id'] as const;

/** Puts each 422 message under its input (`custom_values.<id>` under that field); returns whether any was placed. */
export function placeServerErrors(form: TicketFormType, error: ApiError): boolean {
  let placed = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    if (key.startsWith('custom_values.')) {
      form.setFieldError(customPath(key.slice('custom_values.'.length)), message);
      placed = true;
    } else if ((FIELDS as readonly string[]).includes(key)) {
      form.setFieldError(key, message);
      placed = true;
    }
  }
  return placed;
}
