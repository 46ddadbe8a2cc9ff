import type { Icon } from '@tabler/icons-react';
import type { ModuleKey } from '@/lib/session';

export type AppModuleKey = 'home' | 'config' | ModuleKey;

/** A route segment pattern as written in SPEC §2 (`ficha/:unitId`, `bim/:modelId?`, `{product}Resources`). */
export interface SubRoute {
  path: string;
  children?: readonly SubRoute[];
}

export interface ModuleRoute {
  key: AppModuleKey;
  /** Absolute path under the router basename, e.g. `/concrete`. */
  path: string;
  /** i18n namespace of the module (its `locales/` folder). */
  namespace: string;
  /** Sidebar label, in the `common` namespace. */
  labelKey: string;
  icon: Icon;
  /** Permission keys, any one of which opens the module; empty when SPEC §2 names none. */
  permissions: readonly string[];
  /** Where a plan-locked module sends the user and which request it makes (SPEC §1 commercial offer). */
  activation: { kind: 'upgrade' | 'activation'; path: string; permission?: string } | null;
  /** Sub-route opened when the module has no remembered route. */
  defaultRoute: string;
  subRoutes: readonly SubRoute[];
}
