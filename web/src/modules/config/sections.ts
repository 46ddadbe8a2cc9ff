import {
  IconBell,
  IconBriefcase,
  IconBuilding,
  IconCategory,
  IconCertificate,
  IconClipboardCheck,
  IconCube,
  IconHelmet,
  IconHomeCheck,
  IconPlugConnected,
  IconShieldLock,
  IconStack2,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

/** A route segment pattern as written in SPEC §2. */
export interface SectionRoute {
  path: string;
  children?: readonly SectionRoute[];
  /** A page opened from its section's own screen, not listed in the side navigation. */
  hidden?: boolean;
}

export interface ConfigSection {
  path: string;
  /** `config` namespace key: `sections.<key>.title` and `.description`. */
  key: string;
  icon: Icon;
  /** Permission key the section needs (any signed-in user when absent). */
  permission?: string;
  children?: readonly SectionRoute[];
}

const leaves = (...paths: string[]): SectionRoute[] => paths.map((path) => ({ path }));

/** The /config sections of SPEC §2, in the order the side navigation shows them. */
export const configSections: readonly ConfigSection[] = [
  { path: 'cuenta', key: 'cuenta', icon: IconUserCircle },
  { path: 'notificaciones', key: 'notificaciones', icon: IconBell, children: leaves('configuracion', 'recibidas') },
  { path: 'cargos', key: 'cargos', icon: IconBriefcase, permission: 'config.positions.manage' },
  { path: 'permisos', key: 'permisos', icon: IconShieldLock, permission: 'config.profiles.manage' },
  {
    path: 'usuarios',
    key: 'usuarios',
    icon: IconUsers,
    permission: 'config.users.manage',
    children: [{ path: 'importar', hidden: true }, { path: 'importaciones', hidden: true }],
  },
  { path: 'trabajadores', key: 'trabajadores', icon: IconHelmet, permission: 'config.workers.manage' },
  { path: 'cursos', key: 'cursos', icon: IconCertificate, permission: 'config.courses.manage' },
  {
    path: 'integraciones',
    key: 'integraciones',
    icon: IconPlugConnected,
    children: [
      { path: 'index' },
      { path: 'api' },
      { path: 'apiV2', children: [{ path: 'introduction' }, { path: ':group/:subgroup' }] },
      {
        path: 'webhooks',
        children: leaves('activation', 'apps', 'apps/:appId/hooks', 'apps/:appId/logs'),
      },
      ...leaves('procore', 'hubspot', 'planificacion', 'almacenamiento', 'rrhh', 'api-keys', 'bim'),
    ],
  },
  { path: 'projects/models', key: 'projectModels', icon: IconCube, permission: 'config.projects.manage' },
  { path: 'recepciones', key: 'recepciones', icon: IconClipboardCheck },
  {
    path: 'cmanagement',
    key: 'cmanagement',
    icon: IconCategory,
    permission: 'cmanagement.config',
    children: leaves('custom-fields', 'tasks', 'categories'),
  },
  { path: 'calidad', key: 'calidad', icon: IconStack2, permission: 'quality.config', children: leaves('attributes') },
  { path: 'hormigon', key: 'hormigon', icon: IconBuilding, children: leaves('concreto', 'empresas-y-tipos', 'lotes') },
  {
    path: 'propietarios',
    key: 'propietarios',
    icon: IconHomeCheck,
    permission: 'warranties.config',
    children: leaves('global', 'general', 'logo', 'planos', 'iframe'),
  },
];

/** Whether the user's permissions open a section. */
export function canOpenSection(section: Pick<ConfigSection, 'permission'>, permissions: readonly string[]): boolean {
  return !section.permission || permissions.includes(section.permission);
}

export function findSection(path: string): ConfigSection | undefined {
  return configSections.find((section) => section.path === path);
}
