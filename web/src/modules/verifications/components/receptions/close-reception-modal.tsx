import { Alert, Button, Group, List, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from '@/components/ui/signature/signature-pad';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useCloseReception } from '../../api/receptions';
import type { Reception } from '../../api/types';

function CloseReceptionForm({ projectId, reception, onClose }: { projectId: string; reception: Reception; onClose: () => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  const close = useCloseReception(projectId);
  const [note, setNote] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const submit = async () => {
    setRefusal(null);
    try {
      await close.mutateAsync({ id: reception.id, note, signature });
      notifySuccess(t('receptions.closed'));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      // A refusal (open observations, no closed verification, units pending, signature) is the server's own words.
      if (error.status === 422) {
        setRefusal(error);
        return;
      }
      notifyApiError(error);
      onClose();
    }
  };

  return (
    <Stack gap="md" data-testid="close-reception-form">
      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={refusal.message} data-testid="reception-refusal">
          {refusal.fieldMessages.filter((message) => message !== refusal.message).length > 0 && (
            <List size="sm">
              {refusal.fieldMessages
                .filter((message) => message !== refusal.message)
                .map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
            </List>
          )}
        </Alert>
      )}
      <Textarea label={t('receptions.note')} rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <SignaturePad
        label={t('receptions.signatureLabel')}
        showLabel
        onChange={setSignature}
        signed={signature !== null}
        testId="reception-signature"
        texts={{ sign: t('close.signHint'), signed: t('close.signedHint'), clear: t('close.clear') }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={close.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={close.isPending} data-testid="reception-close-submit">
          {t('receptions.closeSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Closing a reception: a note and the signature (the project's settings decide whether it is required). */
export function CloseReceptionModal({ projectId, reception, onClose }: { projectId: string; reception: Reception | null; onClose: () => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  return (
    <Modal opened={reception !== null} onClose={onClose} title={t('receptions.closeTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {reception && <CloseReceptionForm projectId={projectId} reception={reception} onClose={onClose} />}
    </Modal>
  );
}
