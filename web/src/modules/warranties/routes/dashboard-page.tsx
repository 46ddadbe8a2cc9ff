import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconListDetails } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/session';
import { useUnitsSummary } from '../api/get-units-summary';
import { LoadError } from '../components/shared/load-error';
import { AfterSalesSummary } from '../components/stats/after-sales-summary';
import { dashboardViewOf } from '../components/stats/dashboard-view';
import { STATUS_COLORS, UNIT_STATUSES } from '../components/status/unit-status';

/** How many units are in each delivery status; each card opens the fichas filtered by it. */
function DeliveriesSummary() {
  const { t } = useTranslation(['warranties', 'warranties-stats']);
  const summary = useUnitsSummary();
  const titleId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId} data-testid="dashboard-deliveries">
      <div>
        <Title order={3} id={titleId}>
          {t('warranties-stats:dashboard.deliveries')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.description', { count: summary.data?.total ?? 0 })}
        </Text>
      </div>
      {summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : (
        // Three across from 640 px of content width (two rows), whatever the sidebars leave.
        <SimpleGrid type="container" cols={{ base: 1, '400px': 2, '640px': 3 }} spacing="sm">
          {UNIT_STATUSES.map((status) => (
            <Card key={status} withBorder radius="md" padding="sm" component={Link} to={`/warranties/fichas?status=${status}`} data-testid={`dashboard-${status}`}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t(`status.${status}`)}
                  </Text>
                  <Text fz={24} fw={700} lh={1.1}>
                    {summary.data?.by_status[status] ?? 0}
                  </Text>
                </Stack>
                <ThemeIcon size={36} radius="xl" variant="light" color={STATUS_COLORS[status]}>
                  <IconListDetails size={18} />
                </ThemeIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * `/warranties/dashboard`: the units by delivery status (with the ways into fichas and agenda) and, for who reads
 * after-sales, its figures as `dashboard/solicitudes` (also the bare address) or `dashboard/eficiencia`. Each half
 * shows only with its module key: the module opens with either.
 */
export default function DashboardPage() {
  useHelpKey('warranties-stats.dashboard');
  const { t } = useTranslation(['warranties-stats', 'warranties']);
  const { permissions } = useMe();
  const view = dashboardViewOf(useParams()['*']);
  if (view === null) return <Navigate to="/warranties/dashboard" replace />;
  const deliveries = permissions.includes('modulo_entregas');
  return (
    <Stack gap="lg" data-testid="warranties-dashboard">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          deliveries && (
            <>
              <Button component={Link} to="/warranties/fichas" variant="default" leftSection={<IconListDetails size={16} />}>
                {t('warranties:dashboard.openUnits')}
              </Button>
              <Button component={Link} to="/warranties/agenda" leftSection={<IconCalendarEvent size={16} />}>
                {t('warranties:dashboard.openAgenda')}
              </Button>
            </>
          )
        }
      />
      {deliveries && <DeliveriesSummary />}
      {permissions.includes('modulo_postventa') && <AfterSalesSummary view={view} />}
    </Stack>
  );
}
