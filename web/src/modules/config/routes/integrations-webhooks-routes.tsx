import { Navigate, Route, Routes } from 'react-router';
import { NoPermissionPage } from '@/components/ui/no-permission-page';
import { useMe } from '@/lib/session';
import IntegrationsWebhooksActivationPage from './integrations-webhooks-activation-page';
import IntegrationsWebhooksAppsPage from './integrations-webhooks-apps-page';
import IntegrationsWebhooksHooksPage from './integrations-webhooks-hooks-page';
import IntegrationsWebhooksLogsPage from './integrations-webhooks-logs-page';

/** Every webhooks call needs this permission (the integrations section itself is open to more people). */
export const WEBHOOKS_PERMISSION = 'config.integrations.manage';

/**
 * /config/integraciones/webhooks/*: activation, applications, and one application's Configuration and History
 * tabs (SPEC §2); the bare path and an application's own path open their first screen.
 */
export default function IntegrationsWebhooksRoutes() {
  const { permissions } = useMe();
  if (!permissions.includes(WEBHOOKS_PERMISSION)) return <NoPermissionPage />;
  return (
    <Routes>
      <Route index element={<Navigate to="apps" replace />} />
      <Route path="activation" element={<IntegrationsWebhooksActivationPage />} />
      <Route path="apps" element={<IntegrationsWebhooksAppsPage />} />
      <Route path="apps/:appId" element={<Navigate to="hooks" replace />} />
      <Route path="apps/:appId/hooks" element={<IntegrationsWebhooksHooksPage />} />
      <Route path="apps/:appId/logs" element={<IntegrationsWebhooksLogsPage />} />
      <Route path="*" element={<Navigate to="/config/integraciones/webhooks/apps" replace />} />
    </Routes>
  );
}
