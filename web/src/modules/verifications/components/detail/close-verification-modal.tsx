import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from '@/components/ui/signature/signature-pad';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useCloseVerification } from '../../api/close-verification';
import type { Verification } from '../../api/types';

function CloseForm({ projectId, verification, onClose }: { projectId: string; verification: Verification; onClose: () => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  const close = useCloseVerification(projectId);
  const [signature, setSignature] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const pending = verification.items_total - verification.items_answered;

  const submit = async () => {
    if (!signature) return;
    setRefusal(null);
    try {
      await close.mutateAsync({ id: verification.id, signature, version: verification.version });
      notifySuccess(t('close.done'));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422) {
        setRefusal(error);
        return;
      }
      // 409: someone changed it meanwhile; it has reloaded, so the dialog closes and the user looks again.
      notifyApiError(error);
      onClose();
    }
  };

  return (
    <Stack gap="md" data-testid="close-verification-form">
      <Text size="sm">{t('close.intro')}</Text>
      {pending > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('close.pendingItems', { count: pending })}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={refusal.message} data-testid="close-refusal">
          {refusal.fieldMessages.length > 0 && (
            <List size="sm">
              {refusal.fieldMessages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <SignaturePad
        label={t('close.signatureLabel')}
        showLabel
        onChange={setSignature}
        signed={signature !== null}
        texts={{ sign: t('close.signHint'), signed: t('close.signedHint'), clear: t('close.clear') }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={close.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!signature} loading={close.isPending} data-testid="close-verification-submit">
          {t('close.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Closing a verification: the caller signs on the shared pad; the server checks every item is answered. */
export function CloseVerificationModal({ projectId, verification, opened, onClose }: { projectId: string; verification: Verification; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('close.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {opened && <CloseForm projectId={projectId} verification={verification} onClose={onClose} />}
    </Modal>
  );
}
