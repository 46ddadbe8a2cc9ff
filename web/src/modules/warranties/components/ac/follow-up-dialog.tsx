import { Alert, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useAcFollowUp } from '../../api/requests/ac';
import type { AcOut, NamedRef, OrderKind, OrderOut } from '../../api/requests/types';
import { instantAt } from '../shared/format';

interface FollowUpProps {
  requestId: string;
  ac: AcOut;
  responsibles: NamedRef[];
  defaultResponsible: string | null;
  onClose: () => void;
  onCreated: (order: OrderOut) => void;
}

function FollowUpForm({ requestId, ac, responsibles, defaultResponsible, onClose, onCreated }: FollowUpProps) {
  const { t } = useTranslation(['warranties-orders', 'common']);
  const followUp = useAcFollowUp();
  const [kind, setKind] = useState<OrderKind>('ot');
  const [responsible, setResponsible] = useState<string | null>(defaultResponsible);
  const [day, setDay] = useState('');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('10:00');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const submit = async () => {
    setError(null);
    if (!responsible || !day || !start || !end || end <= start) return setMissing(true);
    setMissing(false);
    try {
      const order = await followUp.mutateAsync({ id: ac.id, requestId, body: { kind, responsible_id: responsible, starts_at: instantAt(day, start), ends_at: instantAt(day, end) } });
      notifySuccess(t('ac.followUpDone', { code: order.code }));
      onCreated(order);
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('ac.followUpIntro')}</Text>
      <SegmentedControl
        aria-label={t('ac.followUpKind')}
        w="fit-content"
        value={kind}
        onChange={(value) => setKind(value === 'oi' ? 'oi' : 'ot')}
        data={[
          { value: 'oi', label: t('ac.reinspection') },
          { value: 'ot', label: t('ac.work') },
        ]}
      />
      <Select label={t('form.responsible')} required clearable searchable data={responsibles.map((person) => ({ value: person.id, label: person.name }))} value={responsible} onChange={setResponsible} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput type="date" label={t('form.day')} required value={day} onChange={(event) => setDay(event.currentTarget.value)} error={error?.fieldError('starts_at')} />
        <TextInput type="time" label={t('form.start')} required value={start} onChange={(event) => setStart(event.currentTarget.value)} />
        <TextInput type="time" label={t('form.end')} required value={end} onChange={(event) => setEnd(event.currentTarget.value)} error={error?.fieldError('ends_at')} />
      </SimpleGrid>
      {missing && <Alert color="orange">{t('ac.followUpMissing')}</Alert>}
      {error && !error.fieldError('starts_at') && !error.fieldError('ends_at') && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={followUp.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={followUp.isPending}>
          {t('ac.followUpSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** After a non-conforming AC: a new OI (reinspection) or OT (work) for its non-conforming failures. */
export function FollowUpDialog({ ac, ...props }: Omit<FollowUpProps, 'ac'> & { ac: AcOut | null }) {
  const { t } = useTranslation('warranties-orders');
  return (
    <Modal opened={ac !== null} onClose={props.onClose} title={ac ? t('ac.followUpTitle', { code: ac.code }) : ''} centered size="lg">
      {ac && <FollowUpForm ac={ac} {...props} />}
    </Modal>
  );
}
