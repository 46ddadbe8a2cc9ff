import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, trialGauge } from './billing-format';

/** The days the trial has left, as a bar that turns orange and red near the end, and its last day. */
export function TrialGauge({ daysLeft, endsAt }: { daysLeft: number; endsAt: string | null }) {
  const { t, i18n } = useTranslation('billing');
  const gauge = trialGauge(daysLeft);
  return (
    <Stack gap={6} data-testid="trial-gauge" data-days-left={daysLeft}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('plan.trialDaysLeft', { count: daysLeft })}
        </Text>
        {endsAt && (
          <Text size="sm" c="dimmed">
            {t('plan.trialEndsOn', { date: formatDay(endsAt, i18n.language) })}
          </Text>
        )}
      </Group>
      <Progress value={gauge.percent} color={gauge.color} size="md" radius="xl" aria-label={t('plan.trialDaysLeft', { count: daysLeft })} />
    </Stack>
  );
}
