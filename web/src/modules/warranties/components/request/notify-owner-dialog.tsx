import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCounter } from '@/components/tickets/messages/message-counter';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { NOTIFY_MAX_LENGTH, useNotifyOwner } from '../../api/requests/notify-owner';
import type { RequestOut } from '../../api/requests/types';

function NotifyForm({ request, onClose }: { request: RequestOut; onClose: () => void }) {
  const { t } = useTranslation(['warranties-requests', 'common']);
  const notify = useNotifyOwner();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const tooLong = message.length > NOTIFY_MAX_LENGTH;

  // An empty message goes to the server on purpose: its refusal is the message shown.
  const submit = async () => {
    setError(null);
    try {
      await notify.mutateAsync({ id: request.id, message: message.trim() });
      notifySuccess(t('notify.done', { number: request.number }));
      onClose();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    }
  };
  const onField = error?.fieldError('message');

  return (
    <Stack gap="md">
      <Text size="sm">{request.owner_email ? t('notify.intro', { email: request.owner_email }) : t('notify.introNoEmail')}</Text>
      <div>
        <Textarea
          label={t('notify.message')}
          withAsterisk
          autosize
          minRows={5}
          maxRows={14}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={onField}
          data-autofocus
          data-testid="notify-message"
        />
        <MessageCounter length={message.length} max={NOTIFY_MAX_LENGTH} />
      </div>
      {error && !onField && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={notify.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button leftSection={<IconMailForward size={16} />} onClick={() => void submit()} loading={notify.isPending} disabled={tooLong}>
          {t('notify.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Notificar al propietario": a public message of at most 1000 characters, e-mailed to the request's owner. */
export function NotifyOwnerButton({ request }: { request: RequestOut }) {
  const { t } = useTranslation('warranties-requests');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconMailForward size={16} />} onClick={() => setOpened(true)}>
        {t('notify.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('notify.title', { number: request.number })} centered size="lg">
        <NotifyForm request={request} onClose={() => setOpened(false)} />
      </Modal>
    </>
  );
}
