import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useConnector } from '../api/connectors/get-connector';
import type { ConnectorKind } from '../api/connectors/types';
import { CloudPanel } from '../components/connectors/cloud-panel';
import { ConnectorForm } from '../components/connectors/connector-form';
import { ConnectorHeader } from '../components/connectors/connector-header';
import { CONNECTOR_KINDS } from '../components/connectors/connector-kinds';
import { ConnectorLogs } from '../components/connectors/connector-logs';
import { HrSyncPanel } from '../components/connectors/hr-sync-panel';
import { LoadError } from '../components/connectors/load-error';

/**
 * /config/integraciones/{hubspot,procore,planificacion,almacenamiento,rrhh}: one connector's settings and
 * activation, its connection test, what it does on demand (HR sync; cloud export and import), and its log.
 */
export default function IntegrationsConnectorPage({ kind }: { kind: ConnectorKind }) {
  useHelpKey(`config-connectors.${kind}`);
  const { t } = useTranslation('config-connectors');
  const config = CONNECTOR_KINDS[kind];
  const connector = useConnector(kind);
  const data = connector.data;
  // A reload after a 409 starts the form again from what it reads, even when that is the version it had.
  const [reloads, setReloads] = useState(0);
  const reload = () => void connector.refetch().then(() => setReloads((count) => count + 1));
  const root = typeof data?.settings.root === 'string' && data.settings.root !== '' ? data.settings.root : '/obra';
  return (
    <Stack gap="lg" data-testid={`connector-page-${kind}`}>
      <ConnectorHeader config={config} connector={data} />
      {connector.isError && <LoadError title={t('form.loadError')} onRetry={() => void connector.refetch()} />}
      {connector.isPending && <PageLoader />}
      {data && <ConnectorForm key={`${kind}-${data.version}-${reloads}`} config={config} connector={data} onReload={reload} />}
      {data && kind === 'hr' && <HrSyncPanel active={data.active} />}
      {data && kind === 'cloud_storage' && <CloudPanel active={data.active} root={root} />}
      <ConnectorLogs kind={kind} />
    </Stack>
  );
}
