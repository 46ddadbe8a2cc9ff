import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { NoPermissionPage } from '@/components/ui/no-permission-page';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/session';
import { useExportStats } from '../api/stats/export-stats';
import { useStats } from '../api/stats/get-stats';
import { EfficiencyFigures, RequestsFigures } from '../components/stats/figures';
import { StatsFilters } from '../components/stats/stats-filters';
import { StatsBody } from '../components/stats/stats-state';
import { hasDateFilter, isReversed, useStatsParams } from '../components/stats/use-stats-params';

/**
 * `/warranties/estadisticas`: the after-sales figures of the dashboard over a period of creation, for the active
 * project or all the user's, with an xlsx export of the same query. The filters live in the address.
 */
export default function StatisticsPage() {
  useHelpKey('warranties-stats.statistics');
  const { t } = useTranslation('warranties-stats');
  const { permissions } = useMe();
  const allowed = permissions.includes('modulo_postventa');
  const { query, update, clear } = useStatsParams();
  const reversed = isReversed(query);
  const stats = useStats(query, allowed && !reversed);
  const exporter = useExportStats();
  if (!allowed) return <NoPermissionPage />;

  return (
    <Stack gap="lg" data-testid="statistics-page">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <StatsFilters
        query={query}
        onChange={update}
        rangeError={reversed ? t('filters.toBeforeFrom') : null}
        onExport={() => exporter.mutate({ query, fileName: t('filters.exportFile') })}
        exporting={exporter.isPending}
        canExport={!reversed}
      />
      <StatsBody query={stats} filtered={hasDateFilter(query)} onClearFilters={clear}>
        {(data) => (
          <Stack gap="xl">
            <Stack gap="md">
              <Title order={3}>{t('page.requests')}</Title>
              <RequestsFigures stats={data} />
            </Stack>
            <Stack gap="md">
              <Title order={3}>{t('page.efficiency')}</Title>
              <EfficiencyFigures stats={data} />
            </Stack>
          </Stack>
        )}
      </StatsBody>
    </Stack>
  );
}
