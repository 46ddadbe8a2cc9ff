import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateFields } from './update-custom-field';
import type { CustomField, CustomFieldIn } from './types';

/**
 * POST /api/config/cmanagement/custom-fields → 201. A 422 on `active` means the category already has the most active
 * fields it may have. Not toasted: the form shows field errors under its inputs.
 */
export function createCustomField(body: CustomFieldIn) {
  return api.post<CustomField>('/api/config/cmanagement/custom-fields', { ...body }, { notify: false });
}

export function useCreateCustomField() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCustomField, onSuccess: () => invalidateFields(client) });
}
