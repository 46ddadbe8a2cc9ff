import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import type { UnitOut } from '../../api/types';
import { otherMessages, useActionSubmit } from './use-action-submit';

interface RejectModalProps {
  unit: UnitOut;
  opened: boolean;
  onClose: () => void;
}

function RejectForm({ unit, onClose }: Omit<RejectModalProps, 'opened'>) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const [reason, setReason] = useState('');
  const action = useActionSubmit();

  const submit = async () => {
    const saved = await action.submit({ id: unit.id, action: 'reject', reason: reason.trim() || null });
    if (!saved) return;
    notifySuccess(t('actions.reject.done', { name: unit.name }));
    onClose();
  };

  const others = otherMessages(action.error, ['reason']);
  return (
    <Stack gap="md">
      <Text size="sm">{t('actions.reject.intro')}</Text>
      <Textarea label={t('actions.reject.reason')} autosize minRows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={action.fieldError('reason')} />
      {others.length > 0 && <Alert color="orange">{others.join(' ')}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={action.pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="red" onClick={() => void submit()} loading={action.pending}>
          {t('actions.reject.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Rechazar": the owners' answer to the proposed visit is no, with an optional reason. */
export function RejectModal({ opened, ...props }: RejectModalProps) {
  const { t } = useTranslation('warranties-unit');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('actions.reject.title', { name: props.unit.name })} centered>
      <RejectForm {...props} />
    </Modal>
  );
}
