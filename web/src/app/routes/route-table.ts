import {
  IconBox,
  IconChartBar,
  IconChecklist,
  IconCreditCard,
  IconFolders,
  IconHome,
  IconProgressCheck,
  IconSettings,
  IconShieldCheck,
  IconTerminal2,
  IconTicket,
  IconTrendingUp,
} from '@tabler/icons-react';
import { configSections } from '@/modules/config/sections';
import type { AppModuleKey, ModuleRoute } from './route-types';

const landing = { path: 'landing' } as const;
const bim = { path: 'bim/:modelId?' } as const;
const upgrade = { kind: 'upgrade', path: 'landing' } as const;

/**
 * SPEC §2 as data: every authenticated module with its permission keys, default sub-route and sub-routes.
 * Guards, the sidebar and last-route memory read this table. Where SPEC §2 names no default, the module
 * opens on its landing page.
 */
export const moduleRoutes: readonly ModuleRoute[] = [
  {
    key: 'home',
    path: '/home',
    namespace: 'home',
    labelKey: 'modules.home',
    icon: IconHome,
    permissions: [],
    activation: null,
    defaultRoute: 'proyectos',
    subRoutes: [{ path: 'proyectos' }, { path: 'tareas' }],
  },
  {
    key: 'concrete',
    path: '/concrete',
    namespace: 'concrete',
    labelKey: 'modules.concrete',
    icon: IconBox,
    permissions: ['modulo_hormigon'],
    activation: upgrade,
    defaultRoute: 'landing',
    subRoutes: [{ path: 'uploader' }, { path: 'placements' }, { path: 'lots' }, { path: 'advanceBim' }, landing],
  },
  {
    key: 'cbox',
    path: '/cbox',
    namespace: 'cbox',
    labelKey: 'modules.cbox',
    icon: IconFolders,
    permissions: ['modulo_biblioteca'],
    activation: { kind: 'activation', path: 'activation', permission: 'biblioteca_solicitar_activacion' },
    // SPEC §2 names no default; the library is what the module is for, so it opens there.
    defaultRoute: 'folders',
    subRoutes: [bim, { path: 'folders/:folderId?/:fileId?' }, { path: 'activation' }, landing],
  },
  {
    key: 'cmanagement',
    path: '/cmanagement',
    namespace: 'cmanagement',
    labelKey: 'modules.cmanagement',
    icon: IconTicket,
    permissions: ['cmanagement-access'],
    activation: upgrade,
    // SPEC §2 names no default; the ticket list is what the module is for, so it opens there.
    defaultRoute: 'tickets',
    subRoutes: [
      { path: 'tickets' },
      // The tasks tab opens on the list; `issues/:issueId` opens one task.
      { path: 'tickets/:ticketId', children: [{ path: 'general' }, { path: 'issues/:issueId?' }] },
      { path: 'schedule' },
      bim,
      landing,
    ],
  },
  {
    key: 'quality',
    path: '/quality',
    namespace: 'quality',
    labelKey: 'modules.quality',
    icon: IconProgressCheck,
    permissions: ['modulo_calidad'],
    activation: upgrade,
    // SPEC §2 names no default; the activity list is what the module is for, so it opens there.
    defaultRoute: 'construction-progress/list',
    subRoutes: [
      bim,
      { path: 'gantt' },
      landing,
      { path: 'construction-progress', children: [{ path: 'list' }, { path: 'gantt' }, bim] },
    ],
  },
  {
    key: 'verifications',
    path: '/verifications',
    namespace: 'verifications',
    labelKey: 'modules.verifications',
    icon: IconChecklist,
    permissions: ['verifications-access'],
    activation: upgrade,
    // SPEC §2 names no default; the verification list is what the module is for, so it opens there.
    defaultRoute: 'list',
    // `:verificationId` comes last so the named sub-routes match first.
    subRoutes: [{ path: 'list' }, { path: 'uploader' }, { path: 'gantt' }, landing, { path: ':verificationId' }],
  },
  {
    key: 'warranties',
    path: '/warranties',
    namespace: 'warranties',
    labelKey: 'modules.warranties',
    icon: IconShieldCheck,
    // Either key opens the module: deliveries (entregas) or after-sales (postventa).
    permissions: ['modulo_entregas', 'modulo_postventa'],
    activation: upgrade,
    defaultRoute: 'dashboard',
    subRoutes: [
      { path: 'dashboard', children: [{ path: 'solicitudes' }, { path: 'eficiencia' }] },
      { path: 'estadisticas' },
      { path: 'fichas' },
      {
        path: 'ficha/:unitId',
        children: ['propietarios', 'revision', 'detalles', 'accesorios', 'archivos', 'vista-previa-acta', 'recepcion', 'solicitudes', 'actividad'].map(
          (path) => ({ path }),
        ),
      },
      { path: 'solicitudes' },
      { path: 'solicitud/crear' },
      {
        path: 'solicitud/:solicitudId',
        children: [
          { path: 'actividad' },
          { path: 'fallas' },
          { path: 'ac' },
          { path: 'oi', children: [{ path: 'crear' }, { path: 'editar/:oiId' }, { path: 'gestionar/:oiId' }] },
          { path: 'ot', children: [{ path: 'crear' }, { path: 'editar/:otId' }, { path: 'gestionar/:otId' }] },
        ],
      },
      { path: 'agenda' },
      landing,
    ],
  },
  // SPEC §2 names no sub-route: the plan and its invoices are what the module is for, so it opens there; `empresas`
  // is the provider staff's administration of every company.
  { ...simpleModule('billing', IconCreditCard, 'modulo_billing', [{ path: 'plan' }, { path: 'empresas' }, landing]), defaultRoute: 'plan' },
  // SPEC §2 names neither sub-routes nor a default; the usage dashboard is what the module is for, so it opens there.
  { ...simpleModule('ocinsights', IconChartBar, 'usabilidad', [{ path: 'uso' }, landing]), defaultRoute: 'uso' },
  simpleModule('tiinsights', IconTerminal2, 'ryr', [
    { path: 'dbdump' },
    { path: 'logs' },
    { path: 'editor' },
    { path: '{product}Resources', children: [{ path: ':menu' }] },
    landing,
    { path: 'helpPanel' },
  ]),
  // SPEC §2 names only the landing: the comparison with the sector is what the module is for, so it opens there.
  { ...simpleModule('benchmark', IconTrendingUp, 'modulo_benchmark', [{ path: 'comparacion' }, landing]), defaultRoute: 'comparacion' },
  {
    key: 'config',
    path: '/config',
    namespace: 'config',
    labelKey: 'modules.config',
    icon: IconSettings,
    permissions: [],
    activation: null,
    defaultRoute: 'cuenta',
    subRoutes: configSections.map(({ path, children }) => ({ path, children })),
  },
];

function simpleModule(key: AppModuleKey, icon: ModuleRoute['icon'], permission: string, subRoutes: ModuleRoute['subRoutes']): ModuleRoute {
  return {
    key,
    path: `/${key}`,
    namespace: key,
    labelKey: `modules.${key}`,
    icon,
    permissions: [permission],
    activation: upgrade,
    defaultRoute: 'landing',
    subRoutes,
  };
}

export function findModule(key: AppModuleKey): ModuleRoute {
  const found = moduleRoutes.find((route) => route.key === key);
  if (!found) throw new Error(`Unknown module ${key}`);
  return found;
}
