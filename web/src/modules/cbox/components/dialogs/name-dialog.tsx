import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';

export interface NameDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Sends the trimmed name; a 422 on `name` is shown under the input, anything else as the error toast. */
  onSubmit: (name: string) => Promise<unknown>;
}

function NameForm({ onClose, label, submitLabel, initialName = '', onSubmit }: Omit<NameDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation(['cbox', 'common']);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { name: initialName },
    validate: { name: (value: string) => (value.trim() === '' ? t('dialogs.required') : null) },
  });

  const submit = form.onSubmit(async ({ name }) => {
    setPending(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const field = error.fieldError('name');
      if (error.status === 422 && field) form.setFieldError('name', field);
      else if (error.status !== 401) notifyApiError(error);
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={label} required data-autofocus autoComplete="off" {...form.getInputProps('name')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for one name: a new folder, or the new name of an item. */
export function NameDialog({ opened, title, ...props }: NameDialogProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={title} centered>
      <NameForm {...props} />
    </Modal>
  );
}
