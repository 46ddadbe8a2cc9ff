import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateBimModel } from '../../api/bim/create-model';
import type { BimModel } from '../../api/bim/types';
import { applyFieldErrors } from '../cmanagement/field-errors';

interface CreateModelModalProps {
  opened: boolean;
  projectId: string;
  /** The project's name, for the dialog's subtitle. */
  projectName: string;
  onClose: () => void;
  /** The new model, to open its panel and attach its files. */
  onCreated: (model: BimModel) => void;
}

interface Values {
  model_name: string;
  model_id: string;
}

function CreateModelForm({ projectId, onClose, onCreated }: Pick<CreateModelModalProps, 'projectId' | 'onClose' | 'onCreated'>) {
  const { t } = useTranslation(['config-bim', 'config', 'common']);
  const create = useCreateBimModel();
  const [pending, setPending] = useState(false);
  const required = (value: string) => (value.trim() === '' ? t('config:validation.required') : null);
  const form = useForm<Values>({ initialValues: { model_name: '', model_id: '' }, validate: { model_name: required, model_id: required } });

  const save = async (values: Values) => {
    setPending(true);
    try {
      const model = await create.mutateAsync({ project_id: projectId, model_name: values.model_name.trim(), model_id: values.model_id.trim() });
      notifySuccess(t('create.created', { name: model.model_name }));
      onCreated(model);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      applyFieldErrors(form, error);
      // SPEC §8: every refusal is also a toast; the fields keep their messages in view.
      notifyApiError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="bim-model-form">
      <Stack gap="md">
        <TextInput label={t('create.modelName')} description={t('create.modelNameHint')} required data-autofocus autoComplete="off" {...form.getInputProps('model_name')} />
        <TextInput label={t('create.modelId')} description={t('create.modelIdHint')} required autoComplete="off" {...form.getInputProps('model_id')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Creates a model in the chosen project; its content remounts on each opening, so it always starts empty. */
export function CreateModelModal({ opened, projectName, ...props }: CreateModelModalProps) {
  const { t } = useTranslation('config-bim');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('create.title', { project: projectName })} centered>
      {opened && <CreateModelForm {...props} />}
    </Modal>
  );
}
