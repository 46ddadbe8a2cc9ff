import type { Schema } from '@/api/schemas';

/** One module's channels (`GET /api/notification-settings`); `module` is `home` (general) or a module key. */
export type NotificationSetting = Schema<'NotificationSettingOut'>;
/** Body of `PUT /api/notification-settings/{module}`: both channels. */
export type NotificationSettingIn = Schema<'NotificationSettingIn'>;
/** The two ways a notification reaches the user. */
export type NotificationChannel = keyof NotificationSettingIn;
