import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconBuildingCommunity, IconCalendarStats } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useGantt } from '../api/get-gantt';
import { WeekTimeline } from '../components/gantt/week-timeline';
import { useVerificationRights } from '../components/use-verification-rights';

/** `/verifications/gantt`: the project's verifications on a week-by-week timeline (late ones in red). */
export function GanttPage() {
  useHelpKey('verifications.gantt');
  const { t } = useTranslation('verifications');
  const navigate = useNavigate();
  const { projectId } = useVerificationRights();
  const gantt = useGantt(projectId);
  if (!projectId) {
    return <StatusPage icon={<IconBuildingCommunity size={36} />} title={t('noProject.title')} description={t('noProject.description')} />;
  }
  const rows = gantt.data ?? [];
  return (
    <Stack gap="md" data-testid="verifications-gantt-page">
      <PageHeader
        title={t('gantt.title')}
        description={t('gantt.description')}
        actions={
          <Group gap={6}>
            <Badge color="gray" variant="filled">{t('states.pending')}</Badge>
            <Badge color="blue" variant="filled">{t('states.in_progress')}</Badge>
            <Badge color="teal" variant="filled">{t('states.closed')}</Badge>
            <Badge color="red" variant="filled">{t('gantt.late')}</Badge>
          </Group>
        }
      />
      {gantt.isLoading ? (
        <PageLoader />
      ) : gantt.isError ? (
        <StatusPage
          icon={<IconAlertTriangle size={36} />}
          color="red"
          title={t('errors.listTitle')}
          description={gantt.error.message}
          actions={<Button onClick={() => void gantt.refetch()}>{t('errors.retry')}</Button>}
        />
      ) : rows.length === 0 ? (
        <StatusPage icon={<IconCalendarStats size={36} />} title={t('gantt.emptyTitle')} description={t('gantt.emptyHint')} testId="gantt-empty" />
      ) : (
        <WeekTimeline rows={rows} onOpen={(row) => void navigate(`/verifications/${row.id}`)} />
      )}
    </Stack>
  );
}
