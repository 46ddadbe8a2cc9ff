import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '@/components/ui/notify-success';
import { formatDay, todayIso, tomorrowIso } from '../format';
import { useCoreTranslation } from '../ticket-core';
import type { CoreTicket } from '../types';
import { useActionSubmit } from './use-action-submit';

interface PostponeDialogProps {
  ticket: CoreTicket;
  opened: boolean;
  onClose: () => void;
}

function PostponeForm({ ticket, onClose }: Omit<PostponeDialogProps, 'opened'>) {
  const { t, i18n } = useCoreTranslation();
  const [until, setUntil] = useState(ticket.postponed_until ?? '');
  const [localError, setLocalError] = useState<string | null>(null);
  const action = useActionSubmit('until');

  const submit = async () => {
    // ISO days compare as text; the server checks again against its own today.
    if (until === '') return setLocalError(t('validation.required'));
    if (until <= todayIso()) return setLocalError(t('actions.postpone.afterToday'));
    setLocalError(null);
    const saved = await action.submit({ id: ticket.id, action: 'postpone', until });
    if (!saved) return;
    notifySuccess(t('actions.postpone.done', { number: ticket.number, date: formatDay(until, i18n.language) }));
    onClose();
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('actions.postpone.intro')}</Text>
      <TextInput
        type="date"
        label={t('actions.postpone.until')}
        required
        min={tomorrowIso()}
        value={until}
        onChange={(event) => setUntil(event.currentTarget.value)}
        error={localError ?? action.fieldError}
        data-autofocus
      />
      {action.otherError && <Alert color="orange">{action.otherError}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={action.pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={action.pending}>
          {t('actions.postpone.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Postpone (or move the date of a postponed ticket): a day after today. */
export function PostponeDialog({ opened, ...props }: PostponeDialogProps) {
  const { t } = useCoreTranslation();
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('actions.postpone.title', { number: props.ticket.number })} centered>
      <PostponeForm {...props} />
    </Modal>
  );
}
