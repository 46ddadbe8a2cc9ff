import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useAnswerVisit } from '../../api/requests/order-actions';
import type { OrderOut, VisitAnswer } from '../../api/requests/types';

function VisitForm({ requestId, order, onClose }: { requestId: string; order: OrderOut; onClose: () => void }) {
  const { t } = useTranslation(['warranties-orders', 'common']);
  const visit = useAnswerVisit();
  const [answer, setAnswer] = useState<VisitAnswer>('confirm');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await visit.mutateAsync({ id: order.id, requestId, answer, reason: answer === 'reject' ? reason.trim() || null : null });
      notifySuccess(t('visit.done', { code: order.code }));
      onClose();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('visit.intro')}</Text>
      <SegmentedControl
        aria-label={t('visit.answer')}
        value={answer}
        onChange={(value) => setAnswer(value === 'reject' ? 'reject' : 'confirm')}
        data={[
          { value: 'confirm', label: t('visit.confirmOption') },
          { value: 'reject', label: t('visit.rejectOption') },
        ]}
      />
      {answer === 'reject' && <Textarea label={t('visit.reason')} autosize minRows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={error?.fieldError('reason')} />}
      {error && !error.fieldError('reason') && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={visit.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={visit.isPending}>
          {t('visit.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The owner's answer to the visit (confirm or reject), registered by staff on their behalf. */
export function VisitDialog({ requestId, order, onClose }: { requestId: string; order: OrderOut | null; onClose: () => void }) {
  const { t } = useTranslation('warranties-orders');
  return (
    <Modal opened={order !== null} onClose={onClose} title={order ? t('visit.title', { code: order.code }) : ''} centered>
      {order && <VisitForm requestId={requestId} order={order} onClose={onClose} />}
    </Modal>
  );
}
