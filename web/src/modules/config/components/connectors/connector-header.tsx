import { Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Connector } from '../../api/connectors/types';
import type { KindConfig } from './connector-kinds';

/** The connector's name and what it does, whether it is active, and when it last changed. */
export function ConnectorHeader({ config, connector }: { config: KindConfig; connector: Connector | undefined }) {
  const { t, i18n } = useTranslation('config-connectors');
  const Icon = config.icon;
  const updated = connector?.updated_at
    ? t('state.updatedAt', { date: new Date(connector.updated_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) })
    : t('state.never');
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <ThemeIcon size={44} radius="md" variant="light">
        <Icon size={24} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={4} maw={640}>
        <Group gap="sm" align="center">
          <Title order={3}>{t(`kinds.${config.kind}.title`)}</Title>
          {connector && (
            <Badge color={connector.active ? 'teal' : 'gray'} variant="light" data-testid="connector-state">
              {connector.active ? t('state.active') : t('state.inactive')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t(`kinds.${config.kind}.description`)}
        </Text>
        {connector && (
          <Text size="xs" c="dimmed" data-testid="connector-updated">
            {updated}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
