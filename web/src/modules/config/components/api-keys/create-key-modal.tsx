import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateApiKey } from '../../api/api-keys/create-api-key';
import { API_KEY_ACCESS, type ApiKeyAccess } from '../../api/api-keys/types';
import { tomorrow } from './key-status';
import type { ShownToken } from './token-modal';

/** The server's rule for a key's name. */
const NAME_MIN = 2;
const NAME_MAX = 60;

interface Values {
  name: string;
  access: ApiKeyAccess;
  expiresOn: string;
}

interface CreateKeyModalProps {
  opened: boolean;
  onClose: () => void;
  /** The key was created: its token, to show once. */
  onCreated: (shown: ShownToken) => void;
}

function CreateKeyForm({ onClose, onCreated }: Omit<CreateKeyModalProps, 'opened'>) {
  const { t } = useTranslation(['config-api-keys', 'common']);
  const create = useCreateApiKey();
  const first = tomorrow();
  const form = useForm<Values>({
    initialValues: { name: '', access: 'read', expiresOn: '' },
    validate: {
      name: (value) => (value.trim().length < NAME_MIN || value.trim().length > NAME_MAX ? t('form.nameRule', { min: NAME_MIN, max: NAME_MAX }) : null),
      expiresOn: (value) => (value !== '' && value < first ? t('form.expiresRule') : null),
    },
  });

  const submit = async ({ name, access, expiresOn }: Values) => {
    try {
      const created = await create.mutateAsync({ name: name.trim(), access, expiresOn: expiresOn || null });
      onCreated({ name: created.key.name, token: created.token });
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      const names: Record<string, keyof Values> = { name: 'name', scopes: 'access', expires_on: 'expiresOn' };
      for (const [key, messages] of Object.entries(error.errors)) {
        const path = names[key];
        if (path && messages[0]) form.setFieldError(path, messages[0]);
      }
      notifyApiError(error);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate data-testid="api-key-form">
      <Stack gap="md">
        <TextInput label={t('form.name')} description={t('form.nameHelp')} withAsterisk data-autofocus autoComplete="off" {...form.getInputProps('name')} />
        <Radio.Group label={t('form.access')} {...form.getInputProps('access')}>
          <Stack gap="xs" mt={6}>
            {API_KEY_ACCESS.map((access) => (
              <Radio key={access} value={access} label={t(`access.${access}`)} description={t(`form.accessHelp.${access}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          type="date"
          label={t('form.expires')}
          description={t('form.expiresHelp')}
          min={first}
          w={{ base: '100%', xs: 220 }}
          {...form.getInputProps('expiresOn')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="api-key-create">
            {t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create a key: a name, read or read+write, and an optional last day; the content remounts on each opening. */
export function CreateKeyModal({ opened, onClose, onCreated }: CreateKeyModalProps) {
  const { t } = useTranslation('config-api-keys');
  return (
    <Modal opened={opened} onClose={onClose} title={t('form.title')} centered>
      {opened && <CreateKeyForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}
