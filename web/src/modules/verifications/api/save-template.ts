import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { Template, TemplateIn } from './types';

/** POST /api/verifications/templates (with its first items). Not toasted: the form places the 422. */
export function createTemplate(body: TemplateIn) {
  return api.post<Template>('/api/verifications/templates', { ...body }, { notify: false });
}

/** PUT /api/verifications/templates/{id}: rename or change the activity type, with the version read (409 stale). */
export function updateTemplate({ id, body }: { id: string; body: TemplateIn }) {
  return api.put<Template>(`/api/verifications/templates/${encodeURIComponent(id)}`, { ...body }, { notify: false });
}

/** DELETE /api/verifications/templates/{id}: the template and its plans (verifications keep their copies). */
export function deleteTemplate(id: string) {
  return api.delete<unknown>(`/api/verifications/templates/${encodeURIComponent(id)}`);
}

function useTemplatesRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: verificationKeys.allTemplates() });
}

export function useCreateTemplate() {
  const refresh = useTemplatesRefresh();
  return useMutation({ mutationFn: createTemplate, onSuccess: refresh });
}

export function useUpdateTemplate() {
  const refresh = useTemplatesRefresh();
  return useMutation({ mutationFn: updateTemplate, onSettled: refresh });
}

export function useDeleteTemplate() {
  const refresh = useTemplatesRefresh();
  return useMutation({ mutationFn: deleteTemplate, onSettled: refresh });
}
