import { Alert, Stack, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortalRequest } from '../../api/types';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';

/** The request's public thread and, when the project takes owners' messages, a composer. */
export function MessagesSection({ request }: { request: PortalRequest }) {
  const { t } = useTranslation();
  const finished = request.status === 'finished';
  return (
    <Stack gap="sm" data-testid="messages">
      {request.messages.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('messages.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {request.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Stack>
      )}
      {finished ? (
        <Text size="sm" c="dimmed" data-testid="messages-finished">
          {t('messages.finished')}
        </Text>
      ) : request.can_message ? (
        <MessageComposer requestId={request.id} />
      ) : (
        <Alert color="gray" icon={<IconMessageOff size={18} />} data-testid="messages-off">
          {t('messages.disabled')}
        </Alert>
      )}
    </Stack>
  );
}
