import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import type { UnitOut } from '../../api/types';
import { todayIso } from '../shared/format';
import { otherMessages, useActionSubmit } from './use-action-submit';

export const NOTE_MAX = 250;

interface DeliverModalProps {
  unit: UnitOut;
  opened: boolean;
  onClose: () => void;
}

function DeliverForm({ unit, onClose }: Omit<DeliverModalProps, 'opened'>) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const [date, setDate] = useState(unit.delivery_date ?? todayIso());
  const [note, setNote] = useState(unit.note ?? '');
  const [local, setLocal] = useState<string | null>(null);
  const action = useActionSubmit();

  const submit = async () => {
    if (!date) return setLocal(t('validation.required'));
    setLocal(null);
    const saved = await action.submit({ id: unit.id, action: 'deliver', delivery_date: date, note: note.trim() || null });
    if (!saved) return;
    notifySuccess(t('actions.deliver.done', { name: unit.name }));
    onClose();
  };

  const others = otherMessages(action.error, ['delivery_date', 'note']);
  return (
    <Stack gap="md">
      <Text size="sm">{t('actions.deliver.intro')}</Text>
      <TextInput type="date" label={t('actions.deliver.date')} required value={date} onChange={(event) => setDate(event.currentTarget.value)} error={local ?? action.fieldError('delivery_date')} />
      <Textarea
        label={t('actions.deliver.note')}
        description={t('actions.deliver.noteHint', { count: note.length, max: NOTE_MAX })}
        maxLength={NOTE_MAX}
        autosize
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={action.fieldError('note')}
      />
      {others.length > 0 && <Alert color="orange">{others.join(' ')}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={action.pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={action.pending}>
          {t('actions.deliver.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Registrar entrega": the delivery date and a note of at most 250 characters; the unit becomes delivered. */
export function DeliverModal({ opened, ...props }: DeliverModalProps) {
  const { t } = useTranslation('warranties-unit');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('actions.deliver.title', { name: props.unit.name })} centered>
      <DeliverForm {...props} />
    </Modal>
  );
}
