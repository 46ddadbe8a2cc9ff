import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useFailureAction } from '../../api/requests/failure-action';
import type { FailureOut } from '../../api/requests/types';

const REASON_MAX = 500;

function ReasonForm({ requestId, failure, onClose }: { requestId: string; failure: FailureOut; onClose: () => void }) {
  const { t } = useTranslation(['warranties-failures', 'common']);
  const action = useFailureAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);

  // An empty reason goes to the server on purpose: its refusal is the message shown.
  const submit = async () => {
    setError(null);
    try {
      await action.mutateAsync({ id: failure.id, requestId, action: 'not_applicable', reason: reason.trim() });
      notifySuccess(t('notApplicable.done', { number: failure.number }));
      onClose();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    }
  };
  const onField = error?.fieldError('reason');

  return (
    <Stack gap="md">
      <Text size="sm">{t('notApplicable.intro')}</Text>
      <Textarea
        label={t('notApplicable.reason')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={onField}
        data-autofocus
      />
      {error && !onField && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={action.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="gray" onClick={() => void submit()} loading={action.isPending}>
          {t('notApplicable.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Close a pending failure as not applicable, saying why. */
export function NotApplicableDialog({ requestId, failure, onClose }: { requestId: string; failure: FailureOut | null; onClose: () => void }) {
  const { t } = useTranslation('warranties-failures');
  return (
    <Modal opened={failure !== null} onClose={onClose} title={failure ? t('notApplicable.title', { number: failure.number }) : ''} centered>
      {failure && <ReasonForm requestId={requestId} failure={failure} onClose={onClose} />}
    </Modal>
  );
}
