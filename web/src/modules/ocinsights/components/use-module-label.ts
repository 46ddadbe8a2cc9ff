import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Module keys the sidebar names (the `common` namespace's `modules.*`). */
const SIDEBAR_MODULES = new Set([
  'home', 'config', 'concrete', 'cbox', 'cmanagement', 'quality', 'verifications', 'warranties', 'billing', 'ocinsights', 'tiinsights', 'benchmark',
]);

/**
 * A usage module key as the user reads it: the sidebar's name for a module, this namespace's for the parts that are
 * no sidebar module (the BIM viewer, the API), the key itself for one this screen does not know yet.
 */
export function useModuleLabel(): (module: string) => string {
  const { t } = useTranslation(['ocinsights', 'common']);
  return useCallback(
    (module: string) => (SIDEBAR_MODULES.has(module) ? t(`common:modules.${module}`) : t(`moduleNames.${module}`, { defaultValue: module })),
    [t],
  );
}
