import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookApp } from '../../api/webhooks/types';

/** The signing secret's hint and the way to renew it, with what a receiver checks (Standard Webhooks headers). */
export function SecretCard({ app, renewing, onRenew }: { app: WebhookApp; renewing: boolean; onRenew: () => void }) {
  const { t } = useTranslation('config-webhooks');
  return (
    <Paper withBorder radius="md" p="md" data-testid="webhook-secret-card">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={4} maw={520}>
          <Group gap="xs">
            <IconKey size={18} aria-hidden />
            <Text fw={600} size="sm">
              {t('secret.title')}
            </Text>
            <Code data-testid="secret-hint">{app.secret_hint}</Code>
          </Group>
          <Text size="xs" c="dimmed">
            {t('secret.headers')}
          </Text>
        </Stack>
        <Button variant="light" color="orange" leftSection={<IconRefresh size={16} />} loading={renewing} onClick={onRenew} data-testid="renew-secret">
          {t('secret.renew')}
        </Button>
      </Group>
    </Paper>
  );
}
