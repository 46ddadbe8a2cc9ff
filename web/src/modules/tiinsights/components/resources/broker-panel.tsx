import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BrokerOut } from '../../api/types';

/** The live-events broker: which one (NATS between instances, or in-process) and whether it is connected. */
export function BrokerPanel({ broker }: { broker: BrokerOut }) {
  const { t } = useTranslation('tiinsights');
  const StateIcon = broker.connected ? IconPlugConnected : IconPlugConnectedX;
  return (
    <Paper withBorder radius="md" p="md" data-testid="resources-broker">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <StateIcon size={32} color={`var(--mantine-color-${broker.connected ? 'teal' : 'red'}-6)`} aria-hidden />
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600}>{t(`resources.broker.kind.${broker.kind}`)}</Text>
            <Badge color={broker.connected ? 'teal' : 'red'} variant="light" data-testid="broker-status">
              {broker.connected ? t('resources.broker.connected') : t('resources.broker.disconnected')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`resources.broker.hint.${broker.kind}`)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
