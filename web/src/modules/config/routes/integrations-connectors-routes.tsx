import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { NoPermissionPage } from '@/components/ui/no-permission-page';
import { lazyPage } from '@/lib/lazy-page';
import { useMe } from '@/lib/session';
import { CONNECTOR_KIND_LIST } from '../components/connectors/connector-kinds';
import { SectionGate } from '../components/section-gate';

// One chunk for the five connector screens (one page, driven by the kind), one for the API keys.
const IntegrationsConnectorPage = lazyPage(() => import('./integrations-connector-page'));
const IntegrationsApiKeysPage = lazyPage(() => import('./integrations-api-keys-page'));

/** Every connectors and API keys call needs this permission (the integrations section itself is open to more people). */
export const CONNECTORS_PERMISSION = 'config.integrations.manage';

function ManageGate({ children }: { children: ReactNode }) {
  const { permissions } = useMe();
  if (!permissions.includes(CONNECTORS_PERMISSION)) return <NoPermissionPage />;
  return <SectionGate path="integraciones">{children}</SectionGate>;
}

/**
 * The routes of /config/integraciones/{hubspot,procore,planificacion,almacenamiento,rrhh,api-keys}, as
 * `<Route>` elements for the configuration module's `<Routes>` (they share no prefix to nest them under).
 */
export const integrationsConnectorsRoutes = (
  <>
    {CONNECTOR_KIND_LIST.map(({ kind, path }) => (
      <Route
        key={kind}
        path={`integraciones/${path}`}
        element={
          <ManageGate>
            <IntegrationsConnectorPage key={kind} kind={kind} />
          </ManageGate>
        }
      />
    ))}
    <Route
      path="integraciones/api-keys"
      element={
        <ManageGate>
          <IntegrationsApiKeysPage />
        </ManageGate>
      }
    />
  </>
);
