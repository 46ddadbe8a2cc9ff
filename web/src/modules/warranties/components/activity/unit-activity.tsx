import { Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../../api/get-activity';
import { formatDateTime, formatDay } from '../shared/format';
import { LoadError } from '../shared/load-error';
import { activitySentence } from './activity-text';

/** What happened to the unit, newest first (the last 50), each as a sentence with its date. */
export function UnitActivity({ unitId }: { unitId: string }) {
  const { t, i18n } = useTranslation('warranties-unit');
  const activity = useActivity(unitId);
  if (activity.isError) return <LoadError onRetry={() => void activity.refetch()} />;
  const entries = activity.data?.data ?? [];
  const format = { instant: (value: string) => formatDateTime(value, i18n.language), day: (value: string) => formatDay(value, i18n.language) };
  return (
    <Paper withBorder radius="md" p="md" data-testid="unit-activity">
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {activity.isLoading ? t('activity.loading') : t('activity.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} bullet={<IconHistory size={12} />} data-testid="activity-entry">
              <Stack gap={0}>
                <Text size="sm">{activitySentence(t, entry, format)}</Text>
                <Text size="xs" c="dimmed">
                  {format.instant(entry.created_at)}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
