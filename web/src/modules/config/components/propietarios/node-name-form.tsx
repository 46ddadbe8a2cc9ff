import { Button, Group, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';

interface NodeNameFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  /** More inputs beside the name (an issue's severity). */
  extra?: ReactNode;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One name typed in place (a new node or a rename): Enter or the button sends it, Escape or Cancelar leaves. A 422
 * on `name` stays under the input; other failures are the error toast.
 */
export function NodeNameForm({ label, initial = '', submitLabel, extra, onSubmit, onCancel }: NodeNameFormProps) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (name.trim() === '') return setError(t('validation.required'));
    setPending(true);
    setError(null);
    try {
      await onSubmit(name.trim());
    } catch (caught) {
      if (!isApiError(caught) || caught.status === 401) return;
      const message = caught.fieldError('name');
      if (caught.status === 422 && message) setError(message);
      else notifyApiError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <Group align="flex-start" gap="xs" wrap="wrap" data-testid="node-name-form">
      <TextInput
        aria-label={label}
        placeholder={label}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void submit();
          }
          if (event.key === 'Escape') onCancel();
        }}
        error={error}
        size="xs"
        data-autofocus
        autoFocus
        style={{ flex: 1, minWidth: 180 }}
      />
      {extra}
      <Button size="xs" onClick={() => void submit()} loading={pending}>
        {submitLabel}
      </Button>
      <Button size="xs" variant="default" onClick={onCancel} disabled={pending}>
        {t('common:actions.cancel')}
      </Button>
    </Group>
  );
}
