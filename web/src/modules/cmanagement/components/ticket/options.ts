import type { CustomField, NamedRef, TicketForm } from '../../api/types';

export interface Option {
  value: string;
  label: string;
}

export const toOptions = (refs: readonly NamedRef[]): Option[] => refs.map((ref) => ({ value: ref.id, label: ref.name }));

/** Adds people a ticket already names (a responsible no longer in the project) so the pickers can still show them. */
export function withRefs(options: Option[], refs: readonly (NamedRef | null)[]): Option[] {
  const missing = refs.filter((ref): ref is NamedRef => ref !== null && !options.some((option) => option.value === ref.id));
  return [...options, ...toOptions(missing)];
}

/** The active fields a ticket of this category fills: the general ones, then the category's, each by position. */
export function fieldsFor(form: TicketForm | undefined, categoryId: string | null): CustomField[] {
  const fields = (form?.fields ?? []).filter((field) => field.active && (field.category_id === null || field.category_id === categoryId));
  return fields.sort((a, b) => Number(a.category_id !== null) - Number(b.category_id !== null) || a.position - b.position);
}
