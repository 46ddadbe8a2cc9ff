import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { NAME_MAX, NAME_MIN, nameError } from '../validation';

export interface NameModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  description?: string;
  initialName?: string;
  submitLabel: string;
  /** Sends the trimmed name; a rejection with an ApiError is shown by the modal. */
  onSubmit: (name: string) => Promise<unknown>;
  testId: string;
}

type FormProps = Omit<NameModalProps, 'opened' | 'title'>;

function NameForm({ onClose, label, description, initialName = '', submitLabel, onSubmit, testId }: FormProps) {
  const { t } = useTranslation('config');
  const [pending, setPending] = useState(false);
  const form = useForm({ initialValues: { name: initialName }, validate: { name: (value: string) => nameError(t, value) } });

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
        <TextInput
          label={label}
          required
          data-autofocus
          description={t('validation.nameHint', { min: NAME_MIN, max: NAME_MAX })}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
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

/** A dialog asking for one name (create, rename, duplicate), with the server's rules checked before sending. */
export function NameModal({ opened, title, ...props }: NameModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={title} centered>
      {/* The modal unmounts its content when closed, so each opening starts from `initialName`. */}
      <NameForm {...props} />
    </Modal>
  );
}
