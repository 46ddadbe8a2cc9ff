import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { useUnitsSummary } from '../api/get-units-summary';
import { LoadError } from '../components/shared/load-error';
import { STATUS_COLORS, UNIT_STATUSES } from '../components/status/unit-status';

/** `/warranties/dashboard`: for now, how many units are in each status, with the ways into fichas and agenda. */
export default function DashboardPage() {
  useHelpKey('warranties.dashboard');
  const { t } = useTranslation('warranties');
  const summary = useUnitsSummary();
  return (
    <Stack gap="md" data-testid="warranties-dashboard">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description', { count: summary.data?.total ?? 0 })}
        actions={
          <>
            <Button component={Link} to="/warranties/fichas" variant="default" leftSection={<IconListDetails size={16} />}>
              {t('dashboard.openUnits')}
            </Button>
            <Button component={Link} to="/warranties/agenda" leftSection={<IconCalendarEvent size={16} />}>
              {t('dashboard.openAgenda')}
            </Button>
          </>
        }
      />
      {summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {UNIT_STATUSES.map((status) => (
            <Card
              key={status}
              withBorder
              radius="md"
              padding="lg"
              component={Link}
              to={`/warranties/fichas?status=${status}`}
              data-testid={`dashboard-${status}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t(`status.${status}`)}
                  </Text>
                  <Text fz={32} fw={700} lh={1.1}>
                    {summary.data?.by_status[status] ?? 0}
                  </Text>
                </Stack>
                <ThemeIcon size={44} radius="xl" variant="light" color={STATUS_COLORS[status]}>
                  <IconListDetails size={22} />
                </ThemeIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
