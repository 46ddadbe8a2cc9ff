import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';

export interface NameDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  description?: string;
  /** Shown under the input (e.g. the allowed length). */
  hint?: string;
  initialName?: string;
  submitLabel: string;
  /** The module's rule for the name, checked before sending (null when valid). */
  validate: (value: string) => string | null;
  /** Sends the trimmed name; a 422 on `name` is shown under the input, anything else as the error toast. */
  onSubmit: (name: string) => Promise<unknown>;
  testId?: string;
}

type FormProps = Omit<NameDialogProps, 'opened' | 'title'>;

function NameForm({ onClose, label, description, hint, initialName = '', submitLabel, validate, onSubmit, testId }: FormProps) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const form = useForm({ initialValues: { name: initialName }, validate: { name: validate } });

  const submit = form.onSubmit(async ({ name }) => {
    setPending(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const field = error.fieldError('name');
      if (error.status === 422 && field) {
        form.setFieldError('name', field);
      } else if (error.status !== 401) {
        notifyApiError(error);
        // A 409 means the record changed meanwhile: the caller has reloaded it, so the form starts over.
        if (error.status === 409) onClose();
      }
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="md">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <TextInput label={label} required data-autofocus description={hint} autoComplete="off" {...form.getInputProps('name')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A dialog asking for one name (create, rename, duplicate). */
export function NameDialog({ opened, title, ...props }: NameDialogProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={title} centered>
      {/* The modal unmounts its content when closed, so each opening starts from `initialName`. */}
      <NameForm {...props} />
    </Modal>
  );
}
