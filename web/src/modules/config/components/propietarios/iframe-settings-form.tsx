import { ColorInput, Switch, TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useMe } from '@/lib/session';
import { useSaveSettings } from '../../api/propietarios/save-settings';
import type { IframeSettings } from '../../api/propietarios/types';
import { EmbedSnippet } from './embed-snippet';
import { showSaveError } from './field-errors';
import { SettingsCard } from './settings-card';

const COLOR = /^#[0-9a-fA-F]{6}$/;
const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The owners' portal inside the company's web site: on or off, the sites allowed to embed it, its main colour. */
export function IframeSettingsForm({ settings }: { settings: IframeSettings }) {
  const { t } = useTranslation('config-propietarios');
  const projectId = useMe().active_project_id ?? '';
  const save = useSaveSettings('iframe');
  const form = useForm<IframeSettings>({
    initialValues: settings,
    validate: {
      allowed_origins: (value) => (value.every(isOrigin) ? (value.length > 20 ? t('iframe.tooMany') : null) : t('validation.url')),
      primary_color: (value) => (COLOR.test(value) ? null : t('iframe.colorInvalid')),
    },
  });
  const submit = form.onSubmit((values) => save.mutate(values, { onSuccess: () => notifySuccess(t('iframe.saved')), onError: (error) => showSaveError(form, error) }));
  return (
    <SettingsCard title={t('iframe.title')} intro={t('iframe.intro')} saveLabel={t('iframe.save')} saving={save.isPending} onSubmit={submit} testId="settings-iframe">
      <Switch label={t('iframe.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <TagsInput label={t('iframe.origins')} description={t('iframe.originsHint')} placeholder="https://www.constructora.cl" {...form.getInputProps('allowed_origins')} />
      <ColorInput label={t('iframe.color')} format="hex" maw={220} swatches={['#1c7ed6', '#2f9e44', '#e8590c', '#862e9c', '#c92a2a', '#212529']} {...form.getInputProps('primary_color')} />
      <EmbedSnippet projectId={projectId} color={form.values.primary_color} enabled={form.values.enabled} />
    </SettingsCard>
  );
}
