import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconListDetails } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useGanttSchedule } from '../api/gantt-get';
import { useQualityRights } from '../components/use-quality-rights';
import { GanttLegend, GanttToolbar, type GanttToolbarState } from '../components/gantt/gantt-toolbar';
import { GanttChart } from '../components/gantt/load-chart';


/** Where activities are created and imported. */
const LIST_PATH = '/quality/construction-progress/list';

/**
 * `/quality/gantt` and `/quality/construction-progress/gantt`: the project's schedule as an interactive Gantt, with
 * its zoom and toggles above it. An empty schedule leads to the list, where activities are created or imported.
 */
export function GanttPage() {
  const { t, i18n } = useTranslation('quality-gantt');
  const count = new Intl.NumberFormat(i18n.language);
  useHelpKey('quality-gantt.gantt');
  // Rescheduling and linking need `quality.activities.edit`; everybody else sees the Gantt read-only.
  const { projectId, canEdit } = useQualityRights();
  const readonly = !canEdit;
  const { root: gantt, data, openBranch, pendingBranches } = useGanttSchedule(projectId);
  const [view, setView] = useState<GanttToolbarState>({ zoom: 'week', showCritical: true, showBaselines: true, pushSuccessors: true });

  if (projectId === '') return <StatusPage icon={<IconChartBar size={36} />} title={t('title')} description={t('noProject')} testId="gantt-no-project" />;
  if (gantt.isPending) return <PageLoader />;
  if (gantt.isError || !data) {
    return (
      <Alert color="red" title={t('error.title')} role="alert" data-testid="gantt-error">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void gantt.refetch()}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  }
  if (data.tasks.length === 0) {
    return (
      <StatusPage
        icon={<IconChartBar size={36} />}
        title={t('empty.title')}
        description={t('empty.description')}
        testId="gantt-empty"
        actions={
          <Button component={Link} to={LIST_PATH} leftSection={<IconListDetails size={16} />}>
            {t('empty.action')}
          </Button>
        }
      />
    );
  }
  const hasBaselines = data.has_baselines;
  const partial = data.tasks.length < data.total;
  return (
    <Stack gap="sm">
      <PageHeader title={t('title')} description={readonly ? t('descriptionReadonly') : t('description')} />
      <GanttToolbar value={view} onChange={setView} readonly={readonly} hasBaselines={hasBaselines} />
      {readonly && (
        <Text size="sm" c="dimmed" data-testid="gantt-readonly">
          {t('toolbar.readonly')}
        </Text>
      )}
      {partial && (
        <Text size="sm" c="dimmed" data-testid="gantt-partial">
          {pendingBranches.length > 0 ? t('loadingBranch') : t('partial', { shown: count.format(data.tasks.length), total: count.format(data.total) })}
        </Text>
      )}
      {!data.critical_path && (
        <Alert color="orange" variant="light" data-testid="gantt-no-critical-path">
          {t('noCriticalPath')}
        </Alert>
      )}
      <Suspense fallback={<PageLoader />}>
        <GanttChart
          projectId={projectId}
          data={data}
          readonly={readonly}
          zoom={view.zoom}
          showCritical={view.showCritical}
          showBaselines={view.showBaselines && hasBaselines}
          pushSuccessors={view.pushSuccessors}
          onOpenBranch={openBranch}
          pendingBranches={pendingBranches}
        />
      </Suspense>
      <Group justify="flex-end">
        <GanttLegend />
      </Group>
    </Stack>
  );
}
