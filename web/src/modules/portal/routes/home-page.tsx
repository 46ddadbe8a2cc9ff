import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useHome } from '../api/get-home';
import { useMe } from '../api/get-me';
import { EfficiencyCard } from '../components/home/efficiency-card';
import { EmptyRequests } from '../components/home/empty-requests';
import { hasNoRequests } from '../components/home/stats-series';
import { StatusCard } from '../components/home/status-card';
import { UnitCard } from '../components/home/unit-card';
import { RequestList } from '../components/requests/request-list';
import { LoadError } from '../components/shared/load-error';
import { usePortalBase, usePortalHref } from '../shell/base-path';

/** `/`: a greeting, the owner's units, their figures and their newest requests. */
export default function HomePage() {
  const { t } = useTranslation();
  const { projectId } = usePortalBase();
  const href = usePortalHref();
  const me = useMe();
  const home = useHome(projectId);

  if (home.isPending) return <PageLoader />;
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  const { units, requests, stats } = home.data;
  const only = units.length === 1 ? units[0] : undefined;
  const createHref = units.length === 0 ? null : href(only ? `/solicitud/crear?unidad=${only.id}` : '/solicitud/crear');
  const empty = requests.length === 0 && hasNoRequests(stats);

  return (
    <Stack gap="lg" data-testid="home-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('home.greeting', { name: me.data?.name ?? '' })}
          </Title>
          <Text c="dimmed">{t('home.intro')}</Text>
        </div>
        {createHref && (
          <Button component={Link} to={createHref} leftSection={<IconPlus size={18} />} size="md" data-testid="new-request">
            {t('home.newRequest')}
          </Button>
        )}
      </Group>

      <Stack gap="xs" component="section" aria-labelledby="home-units">
        <Title order={2} fz="xl" id="home-units">
          {t('home.units')}
        </Title>
        {units.length === 0 ? (
          <Text c="dimmed" data-testid="no-units">
            {t('home.noUnits')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {units.map((unit) => (
              <UnitCard key={unit.id} unit={unit} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      {empty ? (
        <EmptyRequests createHref={createHref} />
      ) : (
        <>
          <Stack gap="xs" component="section" aria-labelledby="home-recent">
            <Title order={2} fz="xl" id="home-recent">
              {t('home.recent')}
            </Title>
            <RequestList requests={requests.slice(0, 8)} withUnit={units.length > 1} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="xl">
              {t('home.figures')}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <StatusCard stats={stats} />
              <EfficiencyCard stats={stats} />
            </SimpleGrid>
          </Stack>
        </>
      )}
    </Stack>
  );
}
