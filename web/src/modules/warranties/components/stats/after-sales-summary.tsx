import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStats } from '../../api/stats/get-stats';
import { ALL_TIME } from '../../api/stats/types';
import { DASHBOARD_VIEWS, dashboardViewPath, type DashboardView } from './dashboard-view';
import { EfficiencyFigures, RequestsFigures } from './figures';
import { StatsBody } from './stats-state';

/**
 * The dashboard's after-sales half: the project's requests since it began, as `solicitudes` (status, age, origin,
 * failures, weekly flow) or `eficiencia` (response and close times, orders on time, out-of-warranty failures); the
 * segmented control moves between their addresses.
 */
export function AfterSalesSummary({ view }: { view: DashboardView }) {
  const { t } = useTranslation('warranties-stats');
  const navigate = useNavigate();
  const titleId = useId();
  const stats = useStats(ALL_TIME);
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId} data-testid="dashboard-after-sales" data-view={view}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={3} id={titleId}>
            {t('dashboard.afterSales')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.afterSalesHint')}
          </Text>
        </div>
        <SegmentedControl
          value={view}
          onChange={(value) => {
            const next = DASHBOARD_VIEWS.find((candidate) => candidate === value);
            if (next) void navigate(dashboardViewPath(next));
          }}
          aria-label={t('dashboard.views.label')}
          data={DASHBOARD_VIEWS.map((value) => ({ value, label: t(`dashboard.views.${value}`) }))}
          data-testid="dashboard-views"
        />
      </Group>
      <StatsBody query={stats} filtered={false}>
        {(data) => (view === 'eficiencia' ? <EfficiencyFigures stats={data} /> : <RequestsFigures stats={data} />)}
      </StatsBody>
    </Stack>
  );
}
