import type { TFunction } from 'i18next';

/** A notification module's name: 'General' for `home`, the module's name (`common:modules.<key>`) otherwise. */
export function moduleLabel(t: TFunction<['config-notifications', 'common']>, module: string): string {
  if (module === 'home') return t('config-notifications:general');
  return t(`common:modules.${module}`, { defaultValue: module });
}
