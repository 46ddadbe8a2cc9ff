import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { receivedNotificationsQueryKey } from './get-received-notifications';

export type MarkRead = { ids: string[] } | { all: true };

/** POST /api/notifications/read with `{ids}` or `{all: true}` (every unread one, whatever the filter). */
export function markReceivedNotificationsRead(input: MarkRead) {
  return api.post<{ updated: number }>('/api/notifications/read', { ...input });
}

export function useMarkReceivedNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markReceivedNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: receivedNotificationsQueryKey }),
  });
}
