import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateApp } from '../../api/webhooks/create-app';
import { APP_ENVS, type AppEnv, type WebhookApp } from '../../api/webhooks/types';
import { useUpdateApp } from '../../api/webhooks/update-app';
import { applyFieldErrors } from '../cmanagement/field-errors';
import type { ShownSecret } from './secret-modal';

/** The server's rule for an application's name. */
const NAME_MIN = 2;
const NAME_MAX = 60;

interface AppFormModalProps {
  opened: boolean;
  /** The application being edited, or null to create one (kept by the caller while the dialog fades out). */
  app: WebhookApp | null;
  onClose: () => void;
  /** After a creation: the new secret to show once. */
  onCreated: (shown: ShownSecret) => void;
}

interface Values {
  name: string;
  env: AppEnv;
}

function AppForm({ app, onClose, onCreated }: Omit<AppFormModalProps, 'opened'>) {
  const { t } = useTranslation(['config-webhooks', 'common']);
  const create = useCreateApp();
  const update = useUpdateApp();
  const [pending, setPending] = useState(false);
  const form = useForm<Values>({
    initialValues: { name: app?.name ?? '', env: app?.env === 'production' ? 'production' : 'testing' },
    validate: {
      name: (value) => (value.trim().length < NAME_MIN || value.trim().length > NAME_MAX ? t('apps.form.nameRule', { min: NAME_MIN, max: NAME_MAX }) : null),
    },
  });

  const save = async ({ name, env }: Values) => {
    setPending(true);
    try {
      if (app) {
        const saved = await update.mutateAsync({ id: app.id, name: name.trim(), env, version: app.version });
        notifySuccess(t('apps.saved', { name: saved.name }));
      } else {
        const created = await create.mutateAsync({ name: name.trim(), env });
        onCreated({ appName: created.app.name, secret: created.secret, renewed: false });
      }
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      applyFieldErrors(form, error);
      notifyApiError(error);
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="app-form">
      <Stack gap="md">
        <TextInput
          label={t('apps.form.name')}
          description={t('apps.form.nameRule', { min: NAME_MIN, max: NAME_MAX })}
          required
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="app-env-label">
            {t('apps.form.env')}
          </Text>
          <SegmentedControl
            aria-labelledby="app-env-label"
            data={APP_ENVS.map((env) => ({ value: env, label: t(`env.${env}`) }))}
            {...form.getInputProps('env')}
          />
          <Text size="xs" c="dimmed">
            {t(`apps.form.envHint.${form.values.env}`)}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="app-form-submit">
            {app ? t('common:actions.save') : t('apps.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a webhook application (name and env); the content remounts on each opening. */
export function AppFormModal({ opened, app, onClose, onCreated }: AppFormModalProps) {
  const { t } = useTranslation('config-webhooks');
  return (
    <Modal opened={opened} onClose={onClose} title={app ? t('apps.form.editTitle') : t('apps.form.newTitle')} centered>
      <AppForm key={app?.id ?? 'new'} app={app} onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}
