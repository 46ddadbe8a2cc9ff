import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconArrowLeft, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api';
import { useApp } from '../../api/webhooks/get-app';
import type { WebhookApp } from '../../api/webhooks/types';
import { EnvBadge } from './env-badge';
import { LoadError } from './load-error';

const TABS: readonly ModuleTab[] = [
  { value: 'hooks', icon: IconAdjustments },
  { value: 'logs', icon: IconHistory },
];

const APPS = '/config/integraciones/webhooks/apps';

/**
 * One application's screens: the way back to the list, its name and env, and the Configuración | Historial tabs;
 * `children` draws the chosen tab once the application is loaded.
 */
export function AppFrame({ appId, children }: { appId: string; children: (app: WebhookApp) => ReactNode }) {
  const { t } = useTranslation('config-webhooks');
  const app = useApp(appId);

  let body: ReactNode;
  if (app.isPending) body = <PageLoader />;
  else if (app.isError && isApiError(app.error) && app.error.status === 404) {
    body = (
      <Alert color="gray" title={t('app.notFound')} data-testid="webhook-app-not-found">
        <Anchor component={Link} to={APPS} size="sm">
          {t('app.back')}
        </Anchor>
      </Alert>
    );
  } else if (app.isError) body = <LoadError title={t('app.loadError')} onRetry={() => void app.refetch()} />;
  else body = children(app.data);

  return (
    <Stack gap="md" data-testid="webhook-app-frame">
      <Group gap="xs">
        <Button component={Link} to={APPS} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} />} px={4}>
          {t('app.back')}
        </Button>
      </Group>
      {app.data && (
        <Group gap="sm" wrap="wrap">
          <Title order={3}>{app.data.name}</Title>
          <EnvBadge env={app.data.env} />
          <Text size="sm" c="dimmed">
            {t('app.kicker')}
          </Text>
        </Group>
      )}
      <ModuleTabs base={`${APPS}/${encodeURIComponent(appId)}`} namespace="config-webhooks" tabs={TABS} />
      {body}
    </Stack>
  );
}
