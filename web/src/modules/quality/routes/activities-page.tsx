import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { ACTIVITIES_PAGE_SIZE, useActivities } from '../api/get-activities';
import { useAttributes } from '../api/get-attributes';
import { useStages } from '../api/get-stages';
import { ActivityDrawer } from '../components/form/activity-drawer';
import { HistoryDrawer } from '../components/history/history-drawer';
import { ActivitiesEmpty } from '../components/list/activities-empty';
import { ActivityFiltersBar } from '../components/list/activity-filters';
import { ActivityTable } from '../components/list/activity-table';
import { TotalsFooter } from '../components/list/totals-footer';
import { hasFilters, useActivityParams } from '../components/list/use-activity-params';
import { useRowActions } from '../components/list/use-row-actions';
import { ProgressDialog } from '../components/progress/progress-dialog';
import { ImportScheduleDialog } from '../components/schedule/import-schedule-dialog';
import { ScheduleToolbar } from '../components/schedule/schedule-toolbar';
import { StagesDrawer } from '../components/stages/stages-drawer';
import { useQualityRights } from '../components/use-quality-rights';

/**
 * `/quality/construction-progress/list`: the active project's WBS as a tree table, a page of 50 rows at a time;
 * folded summaries leave their subtrees out of the pages. Filters live in the URL; the totals cover every match.
 */
export function ActivitiesPage() {
  useHelpKey('quality.list');
  const { t } = useTranslation('quality');
  const rights = useQualityRights();
  const { projectId } = rights;
  const params = useActivityParams();
  // Typed text goes to the URL at once; the list asks the server once typing stops.
  const [debounced] = useDebouncedValue(params.state.search, 300);
  const filters = { ...params.state, search: debounced };
  const filtering = hasFilters(filters);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const activities = useActivities(projectId, { ...filters, collapsed: filtering ? [] : [...collapsed].sort() });
  const stages = useStages(projectId);
  const attributes = useAttributes();
  const [stagesOpen, setStagesOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const rows = activities.data?.data ?? [];
  const total = activities.data?.total ?? 0;
  const actions = useRowActions({ projectId, rows, filtering, lastPage: params.state.page * ACTIVITIES_PAGE_SIZE >= total });

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (!projectId) {
    return <StatusPage icon={<IconBuildingCommunity size={36} />} title={t('noProject.title')} description={t('noProject.description')} testId="quality-no-project" />;
  }

  const onCreate = rights.canEdit ? actions.openCreate : undefined;
  const onImport = rights.canEdit ? () => setImportOpen(true) : undefined;

  return (
    <Stack gap="md" data-testid="activities-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={<ScheduleToolbar rights={rights} onCreate={actions.openCreate} onStages={() => setStagesOpen(true)} onImport={() => setImportOpen(true)} />}
      />
      <ActivityFiltersBar
        filters={filters}
        search={params.state.search}
        onSearchChange={(value) => params.setFilters({ search: value })}
        onChange={params.setFilters}
        onClear={params.clearFilters}
        stages={stages.data ?? []}
        attributes={attributes.data ?? []}
      />
      {activities.isLoading ? (
        <PageLoader />
      ) : activities.isError ? (
        <StatusPage
          icon={<IconAlertTriangle size={36} />}
          color="red"
          title={t('errors.listTitle')}
          description={activities.error.message}
          actions={<Button onClick={() => void activities.refetch()}>{t('errors.retry')}</Button>}
          testId="activities-error"
        />
      ) : (
        <>
          <ActivityTable
            activities={rows}
            fetching={activities.isFetching}
            page={params.state.page}
            total={total}
            onPageChange={params.setPage}
            filtering={filtering}
            collapsed={collapsed}
            onToggle={toggle}
            rights={rights}
            onAction={actions.onAction}
            empty={<ActivitiesEmpty filtered={filtering} onClearFilters={params.clearFilters} onCreate={onCreate} onImport={onImport} />}
          />
          {activities.data && activities.data.totals.activities > 0 && <TotalsFooter totals={activities.data.totals} />}
        </>
      )}
      <ActivityDrawer mode={actions.drawer} onClose={actions.closeDrawer} projectId={projectId} stages={stages.data ?? []} attributes={attributes.data ?? []} withUnits={rights.canReadUnits} />
      <ProgressDialog activity={actions.progressOf} onClose={actions.closeProgress} projectId={projectId} />
      <HistoryDrawer activity={actions.historyOf} onClose={actions.closeHistory} projectId={projectId} stages={stages.data ?? []} />
      <StagesDrawer opened={stagesOpen} onClose={() => setStagesOpen(false)} projectId={projectId} canConfigure={rights.canConfigure} />
      <ImportScheduleDialog opened={importOpen} onClose={() => setImportOpen(false)} projectId={projectId} />
    </Stack>
  );
}
