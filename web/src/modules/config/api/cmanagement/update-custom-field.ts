import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { categoriesQueryKey } from './get-categories';
import { customFieldsQueryKey } from './get-custom-fields';
import { ticketFormQueryKey } from './get-ticket-form';
import type { CustomField, CustomFieldIn, Versioned } from './types';

/** The lists a field change shows up in: the fields, the active-field count, and the categories' field counts. */
export async function invalidateFields(client: QueryClient) {
  await Promise.all([customFieldsQueryKey, ticketFormQueryKey, categoriesQueryKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * PUT /api/config/cmanagement/custom-fields/{id} `{version, …}`: everything but the kind, which is fixed once created.
 * Retiring a field is this with `active: false`. Not toasted (the caller shows it).
 */
export function updateCustomField({ id, version, name, description, options, multiple, required, active, category_id }: CustomFieldIn & Versioned) {
  const body = { version, name, description, options, multiple, required, active, category_id };
  return api.put<CustomField>(`/api/config/cmanagement/custom-fields/${encodeURIComponent(id)}`, body, { notify: false });
}

export function useUpdateCustomField() {
  const client = useQueryClient();
  // Also after a failure: a 409 means what the list shows is stale.
  return useMutation({ mutationFn: updateCustomField, onSettled: () => invalidateFields(client) });
}
