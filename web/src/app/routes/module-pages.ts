import type { ModulePageProps } from '@/components/ui/landing';
import type { ModuleKey } from '@/lib/session';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';

/** Each module's entry component, loaded on first visit (one chunk per module). */
export const modulePages: Record<ModuleKey, LazyPage<ModulePageProps>> = {
  concrete: lazyPage(() => import('@/modules/concrete/routes/concrete-module')),
  cbox: lazyPage(() => import('@/modules/cbox/routes/cbox-module')),
  cmanagement: lazyPage(() => import('@/modules/cmanagement/routes/cmanagement-module')),
  quality: lazyPage(() => import('@/modules/quality/routes/quality-module')),
  verifications: lazyPage(() => import('@/modules/verifications/routes/verifications-module')),
  warranties: lazyPage(() => import('@/modules/warranties/routes/warranties-module')),
  billing: lazyPage(() => import('@/modules/billing/routes/billing-module')),
  ocinsights: lazyPage(() => import('@/modules/ocinsights/routes/ocinsights-module')),
  tiinsights: lazyPage(() => import('@/modules/tiinsights/routes/tiinsights-module')),
  benchmark: lazyPage(() => import('@/modules/benchmark/routes/benchmark-module')),
};

/** Modules with their own screens and sub-routing. */
export const shellModulePages = {
  home: lazyPage(() => import('@/modules/home/routes/home-module')),
  config: lazyPage(() => import('@/modules/config/routes/config-module')),
};
