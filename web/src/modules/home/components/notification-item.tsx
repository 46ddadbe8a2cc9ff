import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppNotification } from '../api/types';

interface NotificationItemProps {
  notification: AppNotification;
  marking: boolean;
  onMarkRead: () => void;
}

function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

export function NotificationItem({ notification, marking, onMarkRead }: NotificationItemProps) {
  const { t, i18n } = useTranslation(['home', 'common']);
  // `read_at` may be absent or null for an unread notification (optional in the schema).
  const unread = !notification.read_at;
  const moduleLabel = t(`common:modules.${notification.module}`, { defaultValue: notification.module });
  const when = new Date(notification.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="task-item"
      data-unread={unread || undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge size="xs" variant="light">
              {moduleLabel}
            </Badge>
            <Text size="xs" c="dimmed">
              {when}
            </Text>
          </Group>
          <Text fw={unread ? 700 : 500}>{notification.title}</Text>
          <Text size="sm" c="dimmed">
            {notification.body}
          </Text>
          {notification.link &&
            (isAppPath(notification.link) ? (
              // Links are paths inside the app (`/cmanagement`): routed under the /app/ base, not the site root.
              <Anchor component={Link} to={notification.link} size="sm">
                {t('tasks.open')}
              </Anchor>
            ) : (
              <Anchor href={notification.link} size="sm">
                {t('tasks.open')}
              </Anchor>
            ))}
        </Stack>
        {unread && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconCheck size={14} />}
            loading={marking}
            onClick={onMarkRead}
            data-testid="mark-read"
          >
            {t('tasks.markRead')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
