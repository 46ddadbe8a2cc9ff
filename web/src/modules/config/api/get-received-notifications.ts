import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { api } from '@/lib/api';

/** A notification of the last 15 days (`GET /api/notifications`). */
export type ReceivedNotification = Schema<'NotificationOut'>;

/** The query of the received list: `module` and `unread` are left out when not filtered. */
export interface ReceivedQuery {
  module?: string;
  /** `true` unread only, `false` read only. */
  unread?: boolean;
  page: number;
  rowsPerPage: number;
}

/**
 * GET /api/notifications: the user's notifications of the last 15 days, newest first. A `module` the user cannot
 * open is a 403 'No tiene permiso para ver las notificaciones de este módulo', which the page shows in place of
 * the list (not toasted).
 */
export function getReceivedNotifications(query: ReceivedQuery) {
  return api.list<ReceivedNotification>('/api/notifications', { ...query }, { notify: false });
}

export const receivedNotificationsQueryKey = ['config', 'received-notifications'] as const;

export const receivedNotificationsQueryOptions = (query: ReceivedQuery) =>
  queryOptions({
    queryKey: [...receivedNotificationsQueryKey, query],
    queryFn: () => getReceivedNotifications(query),
    placeholderData: keepPreviousData,
  });

export function useReceivedNotifications(query: ReceivedQuery) {
  return useQuery(receivedNotificationsQueryOptions(query));
}
