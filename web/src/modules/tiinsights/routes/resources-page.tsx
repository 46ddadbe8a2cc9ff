import { Badge, Grid, Group, NavLink, Paper, Stack, Title } from '@mantine/core';
import { IconClockHour4, IconDatabase, IconListDetails, IconServer2, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useResources } from '../api/get-resources';
import type { ResourcesOut } from '../api/types';
import { LoadError } from '../components/load-error';
import { BrokerPanel } from '../components/resources/broker-panel';
import { JobsPanel } from '../components/resources/jobs-panel';
import { SlowPanel } from '../components/resources/slow-panel';
import { StoragePanel } from '../components/resources/storage-panel';

export const RESOURCE_MENUS = ['jobs', 'storage', 'broker', 'slow'] as const;
type Menu = (typeof RESOURCE_MENUS)[number];

const ICONS: Record<Menu, Icon> = { jobs: IconListDetails, storage: IconDatabase, broker: IconServer2, slow: IconClockHour4 };

function Panel({ menu, resources }: { menu: Menu; resources: ResourcesOut }) {
  switch (menu) {
    case 'jobs':
      return <JobsPanel jobs={resources.jobs} />;
    case 'storage':
      return <StoragePanel storage={resources.storage} />;
    case 'broker':
      return <BrokerPanel broker={resources.broker} />;
    case 'slow':
      return <SlowPanel requests={resources.slow_requests} />;
  }
}

/**
 * The platform's resources (`/tiinsights/{product}Resources/:menu`): the jobs queue, storage per company, the live
 * events broker and the slowest requests, one at a time from the side menu. Without a known menu it opens the jobs.
 */
export default function ResourcesPage() {
  useHelpKey('tiinsights.resources');
  const { t } = useTranslation('tiinsights');
  const { resources: segment = '', menu } = useParams();
  const resources = useResources();
  if (!RESOURCE_MENUS.includes(menu as Menu)) return <Navigate to={`/tiinsights/${segment}/jobs`} replace />;
  const current = menu as Menu;
  return (
    <Stack gap="md" data-testid="resources-page">
      <PageHeader
        title={t('resources.title')}
        description={t('resources.description')}
        actions={
          resources.data && (
            <Group gap="xs">
              <Badge variant="light" color="gray" data-testid="resources-engine">
                {t(`engine.${resources.data.engine}`)}
              </Badge>
              <Badge variant="light" color="gray" data-testid="resources-storage-backend">
                {t(`resources.storageBackend.${resources.data.storage_backend}`)}
              </Badge>
            </Group>
          )
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Paper withBorder radius="md" p={4} component="nav" aria-label={t('resources.menuLabel')} data-testid="resources-menu">
            {RESOURCE_MENUS.map((key) => {
              const MenuIcon = ICONS[key];
              return (
                <NavLink
                  key={key}
                  component={Link}
                  to={`/tiinsights/${segment}/${key}`}
                  label={t(`resources.menu.${key}`)}
                  leftSection={<MenuIcon size={16} aria-hidden />}
                  active={key === current}
                  aria-current={key === current ? 'page' : undefined}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              );
            })}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Title order={3} mb="sm">
            {t(`resources.menu.${current}`)}
          </Title>
          {resources.isError ? (
            <LoadError message={resources.error.message} onRetry={() => void resources.refetch()} />
          ) : resources.data ? (
            <Panel menu={current} resources={resources.data} />
          ) : (
            <PageLoader />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
