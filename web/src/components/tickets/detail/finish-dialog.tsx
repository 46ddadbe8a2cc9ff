import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '@/components/ui/notify-success';
import { MessageCounter } from '../messages/message-counter';
import { useCoreTranslation } from '../ticket-core';
import type { CoreTicket } from '../types';
import { useActionSubmit } from './use-action-submit';

interface FinishDialogProps {
  ticket: CoreTicket;
  /** The notify-message limit from the form (1000). */
  maxLength: number;
  opened: boolean;
  onClose: () => void;
}

function FinishForm({ ticket, maxLength, onClose }: Omit<FinishDialogProps, 'opened'>) {
  const { t } = useCoreTranslation();
  const [message, setMessage] = useState('');
  const action = useActionSubmit('message');

  // An empty justification goes to the server on purpose: its refusal (SPEC §5) is the message shown.
  const submit = async () => {
    const saved = await action.submit({ id: ticket.id, action: 'finish', message: message.trim() });
    if (!saved) return;
    notifySuccess(t('actions.finish.done', { number: ticket.number }));
    onClose();
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('actions.finish.intro')}</Text>
      <div>
        <Textarea
          label={t('actions.finish.justification')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={maxLength}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={action.fieldError}
          data-autofocus
          data-testid="finish-justification"
        />
        <MessageCounter length={message.length} max={maxLength} />
      </div>
      {action.otherError && <Alert color="orange">{action.otherError}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={action.pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="teal" onClick={() => void submit()} loading={action.pending}>
          {t('actions.finish.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Finish: a justification (required, up to 1000 characters) that becomes the ticket's closing message. */
export function FinishDialog({ opened, ...props }: FinishDialogProps) {
  const { t } = useCoreTranslation();
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('actions.finish.title', { number: props.ticket.number })} centered size="lg">
      <FinishForm {...props} />
    </Modal>
  );
}
