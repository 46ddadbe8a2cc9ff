import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadTicket, ticketPath } from './keys';
import type { Task } from './types';

/** POST /api/cmanagement/tickets/{id}/tasks/template `{template_id}` → the tasks it created. */
export function applyTemplate(ticketId: string, templateId: string) {
  return api.post<Task[]>(`${ticketPath(ticketId)}/tasks/template`, { template_id: templateId });
}

export function useApplyTemplate(ticketId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (templateId: string) => applyTemplate(ticketId, templateId), onSuccess: () => reloadTicket(client, ticketId) });
}
