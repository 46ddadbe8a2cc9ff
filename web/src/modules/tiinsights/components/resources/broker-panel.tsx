import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
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
            {/* The state in the text's own colour with a dot (a light teal badge fails the contrast check). */}
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${broker.connected ? 'teal' : 'red'}-6)`} size={10} withShadow={false} aria-hidden />
              <Text size="sm" fw={600} data-testid="broker-status">
                {broker.connected ? t('resources.broker.connected') : t('resources.broker.disconnected')}
              </Text>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`resources.broker.hint.${broker.kind}`)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
