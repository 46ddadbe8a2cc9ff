import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconRocket, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivationRequest } from '@/lib/activation';
import { useRequestUpgrade } from '../api/request-upgrade';
import type { Plan } from '../api/types';
import { formatDay } from './billing-format';

const STEPS = ['sent', 'in_progress', 'enabled'] as const;
const STEP_ICONS = { sent: IconSend, in_progress: IconClockHour4, enabled: IconCircleCheck } as const;

/** Where an open upgrade request stands: sent → in progress → enabled, the reached steps marked. */
function RequestProgress({ request }: { request: ActivationRequest }) {
  const { t, i18n } = useTranslation('billing');
  const reached = STEPS.indexOf(request.status);
  return (
    <Stack gap="sm" data-testid="upgrade-status" data-status={request.status}>
      <Text size="sm" fw={500}>
        {t(`upgrade.status.${request.status}`, { date: formatDay(request.created_at, i18n.language) })}
      </Text>
      <Stepper active={request.status === 'enabled' ? STEPS.length : reached} size="xs" iconSize={28} allowNextStepsSelect={false}>
        {STEPS.map((step) => {
          const StepIcon = STEP_ICONS[step];
          return <Stepper.Step key={step} label={t(`upgrade.steps.${step}`)} icon={<StepIcon size={14} />} />;
        })}
      </Stepper>
    </Stack>
  );
}

/**
 * The way to the full plan: nothing to ask for on it; otherwise the open request's state when there is one, the
 * request button when there is none.
 */
export function UpgradeRequest({ plan, request }: { plan: Plan; request: ActivationRequest | null }) {
  const { t } = useTranslation('billing');
  const upgrade = useRequestUpgrade();
  // On the full plan a request still open has nothing left to ask for.
  if (plan === 'full') {
    return (
      <Text size="sm" c="dimmed" data-testid="upgrade-full">
        {t('upgrade.onFull')}
      </Text>
    );
  }
  if (request) return <RequestProgress request={request} />;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" maw={480}>
        {t('upgrade.intro')}
      </Text>
      <Button leftSection={<IconRocket size={16} />} loading={upgrade.isPending} onClick={upgrade.send} data-testid="upgrade-request">
        {t('upgrade.request')}
      </Button>
    </Group>
  );
}
