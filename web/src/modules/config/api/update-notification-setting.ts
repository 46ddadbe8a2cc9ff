import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationSettingsQueryKey } from './get-notification-settings';
import { replaceSetting } from './notification-setting-state';
import type { NotificationSetting } from './notification-setting-types';

/**
 * PUT /api/notification-settings/{module} `{in_app, email}`; a module the user cannot open is a 403 ('No tiene
 * permiso para ver las notificaciones de este módulo'), toasted by the client.
 */
export function updateNotificationSetting({ module, in_app, email }: NotificationSetting) {
  return api.put<NotificationSetting>(`/api/notification-settings/${encodeURIComponent(module)}`, { in_app, email });
}

/** Shows the switch at once; puts the server's list back when the change is refused. */
export function useUpdateNotificationSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSetting,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: notificationSettingsQueryKey });
      client.setQueryData<NotificationSetting[]>(notificationSettingsQueryKey, (list) => list && replaceSetting(list, next));
    },
    onError: () => client.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
  });
}
