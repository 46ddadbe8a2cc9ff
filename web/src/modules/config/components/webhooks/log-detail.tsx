import { Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookLog } from '../../api/webhooks/types';
import { CopyTextButton } from './copy-text-button';
import { JsonBlock } from './json-block';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** An attempt in full, under its row: the body sent and the answer (pretty JSON), its ids, signature and timing. */
export function LogDetail({ log }: { log: WebhookLog }) {
  const { t } = useTranslation('config-webhooks');
  return (
    <Stack gap="sm" p="md" bg="var(--mantine-color-default-hover)" data-testid="webhook-log-detail">
      <Group gap="lg" wrap="wrap">
        <Fact label={t('logs.detail.event')}>
          <Code fz="xs">{log.event}</Code>
        </Fact>
        <Fact label={t('logs.detail.messageId')}>
          <Code fz="xs">{log.message_id}</Code>
        </Fact>
        <Fact label={t('logs.detail.duration')}>
          <Text size="xs">{t('logs.detail.ms', { value: log.duration_ms })}</Text>
        </Fact>
        <Fact label={t('logs.detail.delivery')}>
          <Text size="xs">{t(`logs.deliveryStatus.${log.delivery_status}`, { defaultValue: log.delivery_status })}</Text>
        </Fact>
      </Group>
      <Fact label={t('logs.columns.signature')}>
        <Code fz="xs" style={{ wordBreak: 'break-all' }}>
          {log.signature}
        </Code>
        <CopyTextButton compact value={log.signature} label={t('logs.copySignature')} />
      </Fact>
      {log.error && (
        <Text size="sm" c="red" data-testid="webhook-log-error">
          {log.error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <JsonBlock title={t('logs.detail.content')} text={log.content} empty={t('logs.detail.noContent')} testId="webhook-log-content" />
        <JsonBlock title={t('logs.detail.response')} text={log.response} empty={t('logs.detail.noResponse')} testId="webhook-log-response" />
      </SimpleGrid>
    </Stack>
  );
}
