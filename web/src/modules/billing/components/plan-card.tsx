import { Alert, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockExclamation, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asPlan, type BillingOut } from '../api/types';
import { formatDay } from './billing-format';
import { PLAN_COLOR, PlanBadge } from './plan-badge';
import { TrialGauge } from './trial-gauge';
import { UpgradeRequest } from './upgrade-request';

/** The plan in force: its name and what it means, the trial's days left, and the way to the full plan. */
export function PlanCard({ billing }: { billing: BillingOut }) {
  const { t, i18n } = useTranslation('billing');
  const plan = asPlan(billing.effective_plan);
  const daysLeft = billing.trial_days_left ?? null;
  const expiredTrial = billing.plan === 'trial' && plan === 'free';
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="billing-plan" data-plan={plan}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t('plan.current')}
            </Text>
            <Group gap="sm">
              <Title order={3} data-testid="billing-plan-name">
                {t(`plan.name.${plan}`)}
              </Title>
              {plan !== billing.plan && <PlanBadge plan={billing.plan} size="sm" />}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`plan.about.${plan}`)}
            </Text>
          </Stack>
          <ThemeIcon size={48} radius="md" variant="light" color={PLAN_COLOR[plan]}>
            <IconCrown size={26} />
          </ThemeIcon>
        </Group>
        {plan === 'trial' && daysLeft !== null && <TrialGauge daysLeft={daysLeft} endsAt={billing.trial_ends_at ?? null} />}
        {expiredTrial && (
          <Alert color="orange" variant="light" icon={<IconClockExclamation size={18} />} data-testid="trial-expired">
            {billing.trial_ends_at ? t('plan.trialExpiredOn', { date: formatDay(billing.trial_ends_at, i18n.language) }) : t('plan.trialExpired')}
          </Alert>
        )}
        <Divider mt="auto" />
        <UpgradeRequest plan={plan} request={billing.upgrade_request ?? null} />
      </Stack>
    </Card>
  );
}
