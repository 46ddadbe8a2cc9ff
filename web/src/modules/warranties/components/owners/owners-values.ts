import type { TFunction } from 'i18next';
import type { ApiError } from '@/lib/api';
import type { OwnerIn, OwnerOut, OwnerRole, ReceiverType } from '../../api/types';

export const RECEIVER_TYPES: readonly ReceiverType[] = ['representative', 'relative', 'tenant', 'other'];
export const OWNER_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'tax_id', 'role', 'receiver_type'] as const;

export interface OwnerRow {
  /** React's key for the row (a saved owner's id, or a fresh one). */
  key: string;
  id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  tax_id: string;
  role: OwnerRole;
  receiver_type: ReceiverType | null;
}

export interface OwnersFormValues {
  owners: OwnerRow[];
}

let counter = 0;
const freshKey = () => `new-${(counter += 1)}`;

export function emptyOwner(role: OwnerRole): OwnerRow {
  return { key: freshKey(), id: null, first_name: '', last_name: '', email: '', phone: '', tax_id: '', role, receiver_type: null };
}

export function toOwnerRow(owner: OwnerOut): OwnerRow {
  return {
    key: owner.id,
    id: owner.id,
    first_name: owner.first_name,
    last_name: owner.last_name,
    email: owner.email ?? '',
    phone: owner.phone ?? '',
    tax_id: owner.tax_id ?? '',
    role: owner.role,
    receiver_type: owner.receiver_type ?? null,
  };
}

/** One row as the PUT sends it: empty texts as null, and no receiver type on an owner. */
export function toOwnerIn(row: OwnerRow): OwnerIn {
  const text = (value: string) => value.trim() || null;
  // The server replaces the whole list: rows carry no id.
  return {
    first_name: row.first_name.trim(),
    last_name: row.last_name.trim(),
    email: text(row.email),
    phone: text(row.phone),
    tax_id: text(row.tax_id),
    role: row.role,
    receiver_type: row.role === 'receiver' ? row.receiver_type : null,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form checks before sending, keyed as the server keys its errors (`owners.N.field`). */
export function validateOwners(t: TFunction, { owners }: OwnersFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  owners.forEach((row, index) => {
    if (row.first_name.trim() === '') errors[`owners.${index}.first_name`] = t('validation.required');
    if (row.last_name.trim() === '') errors[`owners.${index}.last_name`] = t('validation.required');
    if (row.email.trim() !== '' && !EMAIL.test(row.email.trim())) errors[`owners.${index}.email`] = t('validation.email');
    if (row.role === 'receiver' && !row.receiver_type) errors[`owners.${index}.receiver_type`] = t('owners.receiverTypeRequired');
  });
  return errors;
}

interface ErrorSink {
  setFieldError: (path: string, error: string) => void;
}

/**
 * Puts the server's `owners.N.field` messages under the matching inputs of the form; answers the messages that name
 * no input (`owners` itself, `version`), which the caller shows above the list.
 */
export function placeOwnerErrors(form: ErrorSink, error: ApiError): string[] {
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const match = /^owners\.(\d+)\.(\w+)$/.exec(key);
    const field = match?.[2];
    if (match && field && (OWNER_FIELDS as readonly string[]).includes(field)) form.setFieldError(key, messages[0] ?? '');
    else rest.push(...messages);
  }
  return rest;
}
