import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RevisionSummary as Summary } from '../../api/types';
import { REVISION_COLORS, REVISION_STATUSES } from './revision-status';

/** How far the revision went: a bar of the answered items and one count per answer, pending included. */
export function RevisionSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('warranties-unit');
  const answered = REVISION_STATUSES.reduce((sum, status) => sum + summary[status], 0);
  const total = answered + summary.pending;
  return (
    <Paper withBorder radius="md" p="md" data-testid="revision-summary">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('revision.progress', { answered, total })}</Text>
          <Badge color={summary.pending > 0 ? REVISION_COLORS.pending : REVISION_COLORS.complies} variant="light" tt="none" data-testid="summary-pending">
            {t('revision.count.pending', { count: summary.pending })}
          </Badge>
        </Group>
        <Progress.Root size="lg">
          {REVISION_STATUSES.map((status) =>
            summary[status] > 0 ? <Progress.Section key={status} value={total === 0 ? 0 : (summary[status] / total) * 100} color={REVISION_COLORS[status]} aria-label={t(`revision.count.${status}`, { count: summary[status] })} /> : null,
          )}
        </Progress.Root>
        <Group gap="xs" wrap="wrap">
          {REVISION_STATUSES.map((status) => (
            <Badge key={status} color={REVISION_COLORS[status]} variant="light" tt="none" data-testid={`summary-${status}`}>
              {t(`revision.count.${status}`, { count: summary[status] })}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
