import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import type { AppNotification } from './types';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * GET /api/notifications: My tasks, the last 15 days (the server applies the window). `unread=true` asks
 * for unread ones only; without the parameter the server answers all of them (`false` would mean read only).
 */
export function getNotifications(page: number, unread: boolean) {
  return api.list<AppNotification>('/api/notifications', {
    page,
    rowsPerPage: NOTIFICATIONS_PAGE_SIZE,
    unread: unread ? true : undefined,
  });
}

export const notificationsQueryKey = ['home', 'notifications'] as const;

export const notificationsQueryOptions = (unread: boolean) =>
  infiniteQueryOptions({
    queryKey: [...notificationsQueryKey, { unread }],
    queryFn: ({ pageParam }) => getNotifications(pageParam, unread),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useNotifications(unread: boolean) {
  return useInfiniteQuery(notificationsQueryOptions(unread));
}
