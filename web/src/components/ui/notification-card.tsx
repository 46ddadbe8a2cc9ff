import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a notification card shows (the API's `NotificationOut`). */
export interface CardNotification {
  module: string;
  title: string;
  body: string;
  link?: string | null;
  read_at?: string | null;
  created_at: string;
}

export interface NotificationCardProps {
  notification: CardNotification;
  moduleLabel: string;
  /** The module's texts: the link, "mark as read" and, where the list marks them, the badge of unread ones. */
  labels: { open: string; markRead: string; newBadge?: string };
  marking: boolean;
  onMarkRead: () => void;
  testId: string;
}

/** Links are paths inside the app (`/cmanagement`), routed under the /app/ base; anything else opens as is. */
function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** One notification: module, date, title and text, its link, and "mark as read" while unread (My tasks, Recibidas). */
export function NotificationCard({ notification, moduleLabel, labels, marking, onMarkRead, testId }: NotificationCardProps) {
  const { i18n } = useTranslation();
  // `read_at` may be absent or null for an unread notification (optional in the schema).
  const unread = !notification.read_at;
  const when = new Date(notification.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const link = notification.link;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={testId}
      data-module={notification.module}
      data-unread={unread || undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge size="xs" variant="light">
              {moduleLabel}
            </Badge>
            {unread && labels.newBadge && (
              <Badge size="xs" variant="filled">
                {labels.newBadge}
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
          {link &&
            (isAppPath(link) ? (
              <Anchor component={Link} to={link} size="sm">
                {labels.open}
              </Anchor>
            ) : (
              <Anchor href={link} size="sm">
                {labels.open}
              </Anchor>
            ))}
        </Stack>
        {unread && (
          <Button size="xs" variant="subtle" leftSection={<IconCheck size={14} />} loading={marking} onClick={onMarkRead} data-testid="mark-read">
            {labels.markRead}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
