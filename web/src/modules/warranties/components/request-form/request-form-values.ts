import type { TFunction } from 'i18next';
import type { FormUnit, RequestIn, RequestOrigin, RequestPriority } from '../../api/requests/types';

export const SUBJECT_MAX = 200;

export interface RequestFormValues {
  unit_id: string | null;
  owner_id: string | null;
  origin: RequestOrigin;
  subject: string;
  description: string;
  priority: RequestPriority;
  responsible_id: string | null;
}

/** Staff register what reached them by phone unless they say otherwise; a unit may come from the ficha's link. */
export function emptyRequest(units: FormUnit[], unitId: string | null): RequestFormValues {
  const unit = units.find((entry) => entry.id === unitId) ?? null;
  return { unit_id: unit?.id ?? null, owner_id: soleOwner(unit), origin: 'call', subject: '', description: '', priority: 'medium', responsible_id: null };
}

/** A unit with one owner names them at once; with several, somebody chooses. */
export function soleOwner(unit: FormUnit | null): string | null {
  return unit?.owners.length === 1 ? (unit.owners[0]?.id ?? null) : null;
}

/** The body of POST /requests: empty texts travel as null. */
export function toRequestIn(values: RequestFormValues): RequestIn {
  return {
    unit_id: values.unit_id ?? '',
    owner_id: values.owner_id,
    origin: values.origin,
    subject: values.subject.trim(),
    description: values.description.trim() || null,
    priority: values.priority,
    responsible_id: values.responsible_id,
  };
}

/** What the form checks before sending (the server checks again). */
export function validateRequest(t: TFunction, values: RequestFormValues): Partial<Record<keyof RequestFormValues, string>> {
  const errors: Partial<Record<keyof RequestFormValues, string>> = {};
  if (!values.unit_id) errors.unit_id = t('validation.required');
  if (values.subject.trim() === '') errors.subject = t('validation.required');
  else if (values.subject.trim().length > SUBJECT_MAX) errors.subject = t('validation.maxLength', { max: SUBJECT_MAX });
  return errors;
}
