import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMessages } from '../api/get-messages';
import { useCoreTranslation } from '../ticket-core';
import { MessageItem } from './message-item';

/** The ticket's messages, oldest first, a page at a time ("Cargar más" brings the newer ones). */
export function MessagesThread({ ticketId }: { ticketId: string }) {
  const { t } = useCoreTranslation();
  const messages = useMessages(ticketId);
  const list = messages.data?.pages.flatMap((page) => page.data) ?? [];

  if (messages.isLoading) {
    return (
      <Center py="lg">
        <Loader type="oval" size={32} color="gray" />
      </Center>
    );
  }
  if (messages.isError) {
    return (
      <Alert color="red" title={t('messages.error')}>
        <Group justify="space-between">
          <Text size="sm">{messages.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void messages.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="ticket-messages">
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('messages.empty')}
        </Text>
      )}
      {list.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
      {messages.hasNextPage && (
        <Group justify="center">
          <Button variant="default" size="xs" loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
            {t('messages.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
