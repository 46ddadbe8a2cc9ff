import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sendForm } from '@/lib/api/multipart';
import { verificationKeys } from './keys';
import type { Template } from './types';

const base = (id: string) => `/api/verifications/templates/${encodeURIComponent(id)}/items`;

/** POST …/items: one more item, last. */
export function addTemplateItem({ templateId, text, requiresPhoto }: { templateId: string; text: string; requiresPhoto: boolean }) {
  return api.post<unknown>(base(templateId), { text, requires_photo: requiresPhoto }, { notify: false });
}

/** DELETE …/items/{item_id}: the next ones move up. */
export function deleteTemplateItem({ templateId, itemId }: { templateId: string; itemId: string }) {
  return api.delete<unknown>(`${base(templateId)}/${encodeURIComponent(itemId)}`);
}

/** PUT …/items/order: every item once, with the template's version (409 stale). */
export function reorderTemplateItems({ templateId, ids, version }: { templateId: string; ids: string[]; version: number }) {
  return api.put<unknown>(`${base(templateId)}/order`, { ids, version });
}

/** POST …/items/import: a .xlsx/.csv; a bad row refuses the whole file with `rows.<n>.text` errors. Not toasted. */
export function importTemplateItems({ templateId, file, replace }: { templateId: string; file: File; replace: boolean }) {
  const form = new FormData();
  form.append('file', file);
  if (replace) form.append('replace', 'true');
  return sendForm<{ rows_total: number; items_new: number; template: Template }>('POST', `${base(templateId)}/import`, form, { notify: false });
}

/** Every item change bumps the template's version: reload it and the list's counts. */
export function useTemplateItemMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.allTemplates() }) });
}
