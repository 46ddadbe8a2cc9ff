import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReceivedNotification } from '../../api/get-received-notifications';
import { moduleLabel } from './module-label';

interface ReceivedItemProps {
  notification: ReceivedNotification;
  marking: boolean;
  onMarkRead: () => void;
}

/** Links are paths inside the app (`/cmanagement`), routed under the /app/ base; anything else opens as is. */
function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** One received notification: module, date, title and text, its link, and "mark as read" while unread. */
export function ReceivedItem({ notification, marking, onMarkRead }: ReceivedItemProps) {
  const { t, i18n } = useTranslation(['config-notifications', 'common']);
  const unread = !notification.read_at;
  const when = new Date(notification.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="received-notification"
      data-module={notification.module}
      data-unread={unread || undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge size="xs" variant="light">
              {moduleLabel(t, notification.module)}
            </Badge>
            {unread && (
              <Badge size="xs" variant="filled">
                {t('received.newBadge')}
              </Badge>
            )}
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
              <Anchor component={Link} to={notification.link} size="sm">
                {t('received.open')}
              </Anchor>
            ) : (
              <Anchor href={notification.link} size="sm">
                {t('received.open')}
              </Anchor>
            ))}
        </Stack>
        {unread && (
          <Button size="xs" variant="subtle" leftSection={<IconCheck size={14} />} loading={marking} onClick={onMarkRead} data-testid="mark-read">
            {t('received.markRead')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
