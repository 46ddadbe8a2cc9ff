import { Box, LoadingOverlay, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/lib/session';
import { useExportUsage } from '../api/export-usage';
import { useUsage } from '../api/get-usage';
import { ActivityCard } from '../components/activity-card';
import { KpiCards } from '../components/kpi-cards';
import { ModulesCard } from '../components/modules-card';
import { ProjectsCard } from '../components/projects-card';
import { UsageFilters } from '../components/usage-filters';
import { rangeProblem } from '../components/usage-params';
import { hasActivity } from '../components/usage-series';
import { UsageEmpty, UsageLoadError } from '../components/usage-state';
import { useUsageParams } from '../components/use-usage-params';

/**
 * Usage insights (`/ocinsights/uso`): how the company's people use Obra over a range, by day or week, for every
 * project or one: the headline numbers, users and sessions over time, actions per module and per project, and the
 * same figures as a workbook.
 */
export default function UsagePage() {
  useHelpKey('ocinsights.usage');
  const { t } = useTranslation('ocinsights');
  const me = useMe();
  const { query, today, update } = useUsageParams();
  const problem = rangeProblem(query);
  const usage = useUsage(query, problem === null);
  const exporter = useExportUsage();


  const body = () => {
    // A range the server would refuse: the field says why, and no figures of another range stay on screen.
    if (problem !== null) return null;
    if (usage.isError) return <UsageLoadError message={usage.error.message} onRetry={() => void usage.refetch()} />;
    if (!usage.data) return <PageLoader />;
    const data = usage.data;
    return (
      <Box pos="relative">
        <LoadingOverlay visible={usage.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ type: 'oval', color: 'gray' }} />
        {hasActivity(data) ? (
          <Stack gap="md" data-testid="usage-dashboard">
            <KpiCards totals={data.totals} />
            <ActivityCard usage={data} />
            <ModulesCard usage={data} />
            <ProjectsCard usage={data} />
          </Stack>
        ) : (
          <UsageEmpty filtered={query.project_id !== null} />
        )}
      </Box>
    );
  };

  return (
    <Stack gap="md" data-testid="usage-page">
      <PageHeader title={t('usage.title')} description={t('usage.description')} />
      <UsageFilters
        query={query}
        today={today}
        onChange={update}
        // The server narrows to a project the user is assigned to (any other is a 404).
        projects={me.projects}
        problem={problem}
        exporting={exporter.isPending}
        onExport={() => exporter.mutate({ query, fileName: t('filters.fileName', { from: query.from, to: query.to }) })}
      />
      {body()}
    </Stack>
  );
}
