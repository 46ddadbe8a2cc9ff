import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconFileImport, IconHistory, IconPencil, IconPlus, IconProgress, IconSwitchVertical, IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistory } from '../../api/get-history';
import type { Activity, ActivityRecord, Stage } from '../../api/types';
import { formatDateTime, formatDay, formatPercent } from '../format';
import { readChanges } from './record-changes';

const KIND_ICONS: Record<string, ReactNode> = {
  created: <IconPlus size={14} />,
  edited: <IconPencil size={14} />,
  rescheduled: <IconCalendarEvent size={14} />,
  progress: <IconProgress size={14} />,
  moved: <IconSwitchVertical size={14} />,
  imported: <IconFileImport size={14} />,
};

const KIND_COLORS: Record<string, string> = { created: 'teal', progress: 'blue', edited: 'gray', rescheduled: 'grape', moved: 'indigo', imported: 'cyan' };

function RecordItem({ record, activity, stages }: { record: ActivityRecord; activity: Activity; stages: readonly Stage[] }) {
  const { t, i18n } = useTranslation('quality');
  const language = i18n.language;
  const changes = readChanges(record.changes, { language, currency: activity.currency, stages });
  return (
    <Stack gap={4} data-testid="history-record" data-kind={record.kind}>
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" variant="light" color={KIND_COLORS[record.kind] ?? 'gray'} tt="none">
          {t(`history.kinds.${record.kind}`, { defaultValue: record.kind })}
        </Badge>
        <Text size="sm" fw={600}>
          {formatDay(record.recorded_on, language)}
        </Text>
        {record.progress !== null && record.progress !== undefined && (
          <Text size="sm" data-testid="history-progress">
            {formatPercent(record.progress, language)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('history.by', { user: record.user_name ?? t('history.unknownUser'), when: formatDateTime(record.created_at, language) })}
      </Text>
      {changes.length > 0 && (
        <Stack gap={2}>
          {changes.map((change) => (
            <Group key={change.field} gap={6} wrap="wrap" data-testid="history-change">
              <Text size="sm" c="dimmed">
                {t(`history.fields.${change.field}`, { defaultValue: change.field })}:
              </Text>
              <Text size="sm" td="line-through" c="dimmed">
                {change.before}
              </Text>
              <IconArrowRight size={12} aria-label={t('history.becomes')} />
              <Text size="sm">{change.after}</Text>
            </Group>
          ))}
        </Stack>
      )}
      {record.note && (
        <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
          {record.note}
        </Text>
      )}
    </Stack>
  );
}

function HistoryBody({ activity, projectId, stages }: { activity: Activity; projectId: string; stages: readonly Stage[] }) {
  const { t } = useTranslation(['quality', 'common']);
  const history = useHistory(projectId, activity.id);
  if (history.isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader size="md" color="gray" />
      </Group>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('history.error')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{history.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void history.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const records = history.data ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('history.intro', { code: activity.code, name: activity.description })}
      </Text>
      {records.length === 0 ? (
        <Text size="sm">{t('history.empty')}</Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} active={records.length} data-testid="history-list">
          {records.map((record) => (
            <Timeline.Item key={record.id} bullet={KIND_ICONS[record.kind] ?? <IconHistory size={14} />}>
              <RecordItem record={record} activity={activity} stages={stages} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

/** "Historial": the last 50 records of the activity (SPEC §9), newest first. */
export function HistoryDrawer({ activity, onClose, projectId, stages }: { activity: Activity | null; onClose: () => void; projectId: string; stages: readonly Stage[] }) {
  const { t } = useTranslation(['quality', 'common']);
  return (
    <Drawer opened={activity !== null} onClose={onClose} position="right" size="md" title={t('history.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {activity && <HistoryBody activity={activity} projectId={projectId} stages={stages} />}
    </Drawer>
  );
}
