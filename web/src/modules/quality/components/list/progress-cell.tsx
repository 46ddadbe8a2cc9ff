import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../api/types';
import { formatPercent } from '../format';

/** Green once done, orange while late, blue otherwise. */
function colorOf(activity: Activity): string {
  if (activity.progress >= 100) return 'teal';
  return activity.late ? 'orange' : 'blue';
}

/** The progress as a bar with its percentage, and the "late" badge under it when the planned end has passed. */
export function ProgressCell({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('quality');
  const percent = formatPercent(activity.progress, i18n.language);
  return (
    <Stack gap={4} miw={100}>
      <Group gap={8} wrap="nowrap">
        <Progress value={activity.progress} color={colorOf(activity)} size="md" radius="xl" style={{ flex: 1 }} aria-label={t('list.progressOf', { name: activity.description, percent })} />
        <Text size="xs" fw={activity.is_summary ? 700 : 500} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', flexShrink: 0 }}>
          {percent}
        </Text>
      </Group>
      {activity.late && (
        <Badge color="orange" variant="light" size="xs" w="fit-content" data-testid="late-badge">
          {t('list.late')}
        </Badge>
      )}
    </Stack>
  );
}
