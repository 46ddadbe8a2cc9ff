import { Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCloseObservation } from '../../api/close-observation';
import type { VerificationObservation } from '../../api/types';
import { placeErrors } from '../server-errors';

interface Values {
  note: string;
  file: File | null;
}

function CloseObservationForm({ projectId, observation, onClose }: { projectId: string; observation: VerificationObservation; onClose: () => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  const close = useCloseObservation(projectId);
  const form = useForm<Values>({ initialValues: { note: '', file: null }, validate: { note: (value) => (value.trim() ? null : t('form.required')) } });
  const save = async (values: Values) => {
    try {
      await close.mutateAsync({ id: observation.id, note: values.note.trim(), photo: values.file });
      notifySuccess(t('observations.closed'));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422 && placeErrors(form.setFieldError, error, ['note', 'file'])) return;
      notifyApiError(error);
      if (error.status === 409) onClose();
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="close-observation-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {observation.description}
        </Text>
        <Textarea label={t('observations.note')} required rows={2} maxLength={1000} data-autofocus data-testid="observation-note" {...form.getInputProps('note')} />
        <FileInput label={t('observations.photo')} placeholder={t('observations.photoPlaceholder')} accept="image/png,image/jpeg" clearable leftSection={<IconPhoto size={16} />} {...form.getInputProps('file')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={close.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={close.isPending} data-testid="observation-close-submit">
            {t('observations.closeSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Cerrar observación": what was done and, optionally, a photo of it. */
export function CloseObservationModal({ projectId, observation, onClose }: { projectId: string; observation: VerificationObservation | null; onClose: () => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  return (
    <Modal opened={observation !== null} onClose={onClose} title={t('observations.closeTitle')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {observation && <CloseObservationForm projectId={projectId} observation={observation} onClose={onClose} />}
    </Modal>
  );
}
