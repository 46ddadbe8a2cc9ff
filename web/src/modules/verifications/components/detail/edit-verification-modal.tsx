import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useUpdateVerification } from '../../api/update-verification';
import type { Verification } from '../../api/types';
import { PLAN_FIELDS, PlanFields, planRules, type PlanValues } from '../plan-fields';
import { placeErrors } from '../server-errors';

interface EditProps {
  projectId: string;
  verification: Verification;
  onClose: () => void;
}

function EditForm({ projectId, verification, onClose }: EditProps) {
  const { t } = useTranslation(['verifications', 'common']);
  const update = useUpdateVerification(projectId);
  const form = useForm<PlanValues>({
    initialValues: { responsible_id: verification.responsible_id ?? null, scheduled_on: verification.scheduled_on.slice(0, 10) },
    validate: planRules(t('form.required')),
  });
  const current = verification.responsible_id ? { id: verification.responsible_id, name: verification.responsible_name ?? '—' } : null;

  const save = async (values: PlanValues) => {
    try {
      await update.mutateAsync({ id: verification.id, body: { ...values, version: verification.version } });
      notifySuccess(t('edit.saved', { code: verification.activity_code }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422 && placeErrors(form.setFieldError, error, PLAN_FIELDS)) return;
      notifyApiError(error);
      // Someone changed it meanwhile: the page has reloaded it, so the form closes rather than overwrite.
      if (error.status === 409) onClose();
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="edit-verification-form">
      <Stack gap="md">
        <PlanFields form={form} projectId={projectId} current={current} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="edit-verification-submit">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Editar": the responsible and the planned date of an open verification, prefilled with the current ones. */
export function EditVerificationModal({ opened, ...rest }: EditProps & { opened: boolean }) {
  const { t } = useTranslation(['verifications', 'common']);
  return (
    <Modal opened={opened} onClose={rest.onClose} title={t('edit.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {opened && <EditForm {...rest} />}
    </Modal>
  );
}
