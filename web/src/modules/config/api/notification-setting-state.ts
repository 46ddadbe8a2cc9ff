import type { NotificationChannel, NotificationSetting } from './notification-setting-types';

/** The module's setting with one channel switched; the other channel is sent as it is (the PUT takes both). */
export function withChannel(setting: NotificationSetting, channel: NotificationChannel, on: boolean): NotificationSetting {
  return { ...setting, [channel]: on };
}

/** The list with one module's setting replaced, order kept; a module not in the list changes nothing. */
export function replaceSetting(list: readonly NotificationSetting[], next: NotificationSetting): NotificationSetting[] {
  return list.map((setting) => (setting.module === next.module ? next : setting));
}

/** The modules of the list, as the received-notifications filter offers them (the general channel first). */
export function settingModules(list: readonly NotificationSetting[]): string[] {
  const modules = list.map((setting) => setting.module);
  return [...modules.filter((module) => module === 'home'), ...modules.filter((module) => module !== 'home')];
}
