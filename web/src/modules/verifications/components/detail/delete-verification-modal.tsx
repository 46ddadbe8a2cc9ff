import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/components/ui/notify-success';
import { useDeleteVerification } from '../../api/delete-verification';
import type { Verification } from '../../api/types';

interface DeleteProps {
  projectId: string;
  verification: Verification;
  opened: boolean;
  onClose: () => void;
}

/**
 * Confirms deleting an open verification, saying what goes with it; then back to the list. A refusal (it was closed
 * meanwhile) is the API's toast, and the dialog closes on the reloaded page.
 */
export function DeleteVerificationModal({ projectId, verification, opened, onClose }: DeleteProps) {
  const { t } = useTranslation(['verifications', 'common']);
  const navigate = useNavigate();
  const remove = useDeleteVerification(projectId);
  const name = `${verification.activity_code} · ${verification.activity_description}`;

  const confirm = () =>
    remove.mutate(verification.id, {
      onSuccess: () => {
        notifySuccess(t('delete.done', { code: verification.activity_code }));
        void navigate('/verifications/list');
      },
      onError: onClose,
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack gap="md" data-testid="delete-verification-dialog">
        <Text size="sm">{t('delete.body', { name, template: verification.template_name, count: verification.items_total })}</Text>
        <Text size="sm" fw={500}>
          {t('delete.irreversible')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-testid="delete-verification-confirm">
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
