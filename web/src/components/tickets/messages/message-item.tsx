import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatBytes } from '@/lib/format';
import { formatDateTime } from '../format';
import { useCoreTranslation } from '../ticket-core';
import type { TicketMessage } from '../types';

/**
 * One message: author and time, its body, attachments as links; private ones (the team only) on a tinted, dashed
 * card with a lock, so nobody mistakes them for what the applicant sees. What the request's owner wrote (portal or
 * e-mail) carries an owner badge, since its author is not one of the team.
 */
export function MessageItem({ message }: { message: TicketMessage }) {
  const { t, i18n, core } = useCoreTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={message.private ? 'var(--mantine-color-yellow-light)' : undefined}
      style={message.private ? { borderStyle: 'dashed', borderColor: 'var(--mantine-color-yellow-filled)' } : undefined}
      data-testid="ticket-message"
      data-private={message.private || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {message.author?.name ?? t('activity.system')}
            </Text>
            {message.private && (
              <Badge size="sm" color="yellow" variant="filled" leftSection={<IconLock size={12} aria-hidden />} tt="none">
                {t('messages.private')}
              </Badge>
            )}
            {message.kind === 'justification' && (
              <Badge size="sm" color="teal" variant="light" tt="none">
                {t('messages.justification')}
              </Badge>
            )}
            {message.kind === 'owner' && (
              <Badge size="sm" color="blue" variant="light" tt="none" data-testid="message-owner-badge">
                {t('messages.owner')}
              </Badge>
            )}
            {message.from_ticket && (
              <Badge size="sm" color="gray" variant="outline" tt="none" component={Link} to={core.ticketUrl(message.from_ticket.id)} style={{ cursor: 'pointer' }}>
                {t('messages.fromTicket', { number: message.from_ticket.number })}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.created_at, i18n.language)}
          </Text>
        </Group>
        {/* An owner's e-mail brings its photos in a message of their own, with no text. */}
        {message.body !== '' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {message.body}
          </Text>
        )}
        {message.attachments.length > 0 && (
          <Stack gap={2}>
            {message.attachments.map((file) => (
              <Group key={file.id} gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                <Anchor href={file.url} target="_blank" rel="noopener" size="sm" truncate>
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatBytes(file.size, i18n.language)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
