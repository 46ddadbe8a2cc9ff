import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookLog } from '../../api/webhooks/types';

/** An attempt's outcome: the badge, and the receiver's HTTP status or the reason it failed. */
export function LogStatus({ log }: { log: WebhookLog }) {
  const { t } = useTranslation('config-webhooks');
  const ok = log.status === 'succeeded';
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={ok ? 'teal' : 'red'} variant="light" tt="none" data-testid="webhook-log-status">
        {t(`logs.status.${log.status}`, { defaultValue: log.status })}
      </Badge>
      {log.response_status != null && (
        <Text size="xs" c="dimmed">
          {t('logs.http', { status: log.response_status })}
        </Text>
      )}
      {!ok && log.error && (
        <Text size="xs" c="red" lineClamp={2} maw={180} title={log.error}>
          {log.error}
        </Text>
      )}
    </Stack>
  );
}
