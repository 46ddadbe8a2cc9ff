import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import type { Person, UnitOut } from '../../api/types';
import { formatDateTime, fromLocalInput, toLocalInput } from '../shared/format';
import { otherMessages, useActionSubmit } from './use-action-submit';

interface ScheduleModalProps {
  unit: UnitOut;
  people: Person[];
  opened: boolean;
  onClose: () => void;
}

function ScheduleForm({ unit, people, onClose }: Omit<ScheduleModalProps, 'opened'>) {
  const { t, i18n } = useTranslation(['warranties-unit', 'common']);
  const [responsible, setResponsible] = useState<string | null>(unit.responsible_id ?? null);
  const [when, setWhen] = useState(toLocalInput(unit.scheduled_at));
  const [local, setLocal] = useState<{ responsible?: string; when?: string }>({});
  const action = useActionSubmit();

  const submit = async () => {
    const scheduledAt = fromLocalInput(when);
    const problems = { responsible: responsible ? undefined : t('validation.required'), when: scheduledAt ? undefined : t('validation.required') };
    setLocal(problems);
    if (!responsible || !scheduledAt) return;
    const saved = await action.submit({ id: unit.id, action: 'schedule', responsible_id: responsible, scheduled_at: scheduledAt });
    if (!saved) return;
    notifySuccess(t('actions.schedule.done', { name: unit.name, date: formatDateTime(scheduledAt, i18n.language) }));
    onClose();
  };

  const others = otherMessages(action.error, ['responsible_id', 'scheduled_at']);
  return (
    <Stack gap="md">
      <Text size="sm">{t('actions.schedule.intro')}</Text>
      <Select
        label={t('actions.schedule.responsible')}
        required
        searchable
        data={people.map((person) => ({ value: person.id, label: person.name }))}
        value={responsible}
        onChange={setResponsible}
        error={local.responsible ?? action.fieldError('responsible_id')}
      />
      <TextInput
        type="datetime-local"
        label={t('actions.schedule.when')}
        required
        value={when}
        onChange={(event) => setWhen(event.currentTarget.value)}
        error={local.when ?? action.fieldError('scheduled_at')}
      />
      {others.length > 0 && <Alert color="orange">{others.join(' ')}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={action.pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={action.pending}>
          {t('actions.schedule.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Agendar entrega": a responsible and the visit's day and time; the owners are asked to confirm it. */
export function ScheduleModal({ opened, ...props }: ScheduleModalProps) {
  const { t } = useTranslation('warranties-unit');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('actions.schedule.title', { name: props.unit.name })} centered>
      <ScheduleForm {...props} />
    </Modal>
  );
}
