import type { TFunction } from 'i18next';

/**
 * The catalogue's groups and keys as the server holds them (crates/platform/src/permissions.rs, CATALOGUE), so a
 * test can check each has a label in both languages. The screen itself draws whatever GET /api/permissions
 * answers; a key added on the server before its label here shows as the raw key.
 */
export const KNOWN_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  hormigon: ['modulo_hormigon', 'concrete.placements.edit', 'concrete.config.edit'],
  biblioteca: ['modulo_biblioteca', 'biblioteca_solicitar_activacion', 'cbox.upload', 'cbox.share', 'cbox.delete'],
  cmanagement: ['cmanagement-access', 'cmanagement.tickets.create', 'cmanagement.tickets.manage', 'cmanagement.config'],
  calidad: ['modulo_calidad', 'quality.activities.edit', 'quality.progress.register', 'quality.config'],
  verificaciones: ['verifications-access', 'verifications.upload'],
  entregas: ['modulo_entregas', 'modulo_postventa', 'warranties.fichas.edit', 'warranties.solicitudes.manage', 'warranties.config'],
  billing: ['modulo_billing'],
  insights: ['usabilidad', 'ryr'],
  benchmark: ['modulo_benchmark'],
  configuracion: [
    'config.users.manage',
    'config.profiles.manage',
    'config.positions.manage',
    'config.courses.manage',
    'config.workers.manage',
    'config.integrations.manage',
    'config.projects.manage',
  ],
};

type ConfigT = TFunction<'config'> | TFunction<['config', 'common']>;

/** Label of a permission key; the i18n path follows the key's dots (`config.users.manage` → nested). */
export function permissionLabel(t: ConfigT, key: string): string {
  return t(`permissionKeys.${key}`, { ns: 'config', defaultValue: key });
}

export function permissionGroupLabel(t: ConfigT, group: string): string {
  return t(`permissionGroups.${group}`, { ns: 'config', defaultValue: group });
}
