import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { NotificationSetting } from './notification-setting-types';

/** GET /api/notification-settings: the general channel and every module the user can open, with both channels. */
export function getNotificationSettings() {
  return api.get<NotificationSetting[]>('/api/notification-settings');
}

export const notificationSettingsQueryKey = ['config', 'notification-settings'] as const;

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationSettingsQueryKey,
  queryFn: getNotificationSettings,
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}
