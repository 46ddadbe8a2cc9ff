import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';

type MarkRead = { ids: string[] } | { all: true };

/** POST /api/notifications/read with `{ids}` or `{all: true}`. */
export function markNotificationsRead(input: MarkRead) {
  return api.post<{ updated: number }>('/api/notifications/read', { ...input });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
