import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  intro: string;
  label: string;
  submitLabel: string;
  color?: string;
  required?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

function ReasonForm({ intro, label, submitLabel, color, required = true, onSubmit, onClose }: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  // An empty required reason goes to the server on purpose: its refusal is the message shown.
  const submit = async () => {
    setError(null);
    setPending(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    } finally {
      setPending(false);
    }
  };
  const onField = error?.fieldError('reason');

  return (
    <Stack gap="md">
      <Text size="sm">{intro}</Text>
      <Textarea label={label} withAsterisk={required} autosize minRows={3} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={onField} data-autofocus />
      {error && !onField && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button color={color} onClick={() => void submit()} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** A confirmation that asks why (cancelling an order); a 422 stays under the text. */
export function ReasonDialog({ opened, title, ...props }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={title} centered>
      <ReasonForm {...props} />
    </Modal>
  );
}
