import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sendForm } from '@/lib/api/multipart';
import { verificationKeys } from './keys';

/** POST /api/verifications/plans: PDF, PNG or JPEG files for a template (up to 10, 20 MB each). */
export function uploadPlans({ templateId, files }: { templateId: string; files: File[] }) {
  const form = new FormData();
  form.append('template_id', templateId);
  for (const file of files) form.append('file', file);
  return sendForm<unknown>('POST', '/api/verifications/plans', form);
}

/** DELETE /api/verifications/plans/{id}. */
export function deletePlan(id: string) {
  return api.delete<unknown>(`/api/verifications/plans/${encodeURIComponent(id)}`);
}

/** Plans are listed with their template: a change reloads it. */
export function usePlanMutation<I>(fn: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.allTemplates() }) });
}
