import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { latestRequestFor, useActivationRequests, useRequestActivation, type ActivationKind } from '@/lib/activation';
import type { ModuleKey } from '@/lib/session';

interface ActivationRequestProps {
  module: ModuleKey;
  kind: ActivationKind;
  /** False when the user's profile may not request it (e.g. cbox without biblioteca_solicitar_activacion). */
  canRequest: boolean;
}

const STATUS = {
  sent: { color: 'blue', icon: IconSend, label: 'landing.requestSent', detail: 'landing.requestSentDetail' },
  in_progress: { color: 'yellow', icon: IconClockHour4, label: 'landing.requestInProgress', detail: 'landing.requestInProgressDetail' },
  enabled: { color: 'green', icon: IconCircleCheck, label: 'landing.requestEnabled', detail: 'landing.requestEnabledDetail' },
} as const;

/** Upgrade/activation request for a plan-locked module, with the state of the last request (sent → in progress → enabled). */
export function ActivationRequestPanel({ module, kind, canRequest }: ActivationRequestProps) {
  const { t, i18n } = useTranslation('common');
  const requests = useActivationRequests(true);
  const request = useRequestActivation();
  const latest = latestRequestFor(requests.data, module);

  if (latest) {
    const status = STATUS[latest.status];
    const date = new Date(latest.created_at).toLocaleDateString(i18n.language);
    return (
      <Alert color={status.color} icon={<status.icon size={20} />} title={t(status.label)} data-testid="activation-status" data-status={latest.status}>
        {t(status.detail, { date })}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {canRequest ? t('landing.requestIntro') : t('landing.requestNoPermission')}
      </Text>
      {canRequest && (
        <Group>
          <Button
            leftSection={<IconSend size={16} />}
            loading={request.isPending || requests.isLoading}
            onClick={() => request.mutate({ module, kind })}
            data-testid="activation-request"
          >
            {kind === 'activation' ? t('landing.requestActivation') : t('landing.requestUpgrade')}
          </Button>
          <Badge variant="light" color="gray">
            {t('landing.lockedBadge')}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}
