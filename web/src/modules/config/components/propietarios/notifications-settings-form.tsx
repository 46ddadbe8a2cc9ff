import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useSaveSettings } from '../../api/propietarios/save-settings';
import type { NotificationSettings } from '../../api/propietarios/types';
import { showSaveError } from './field-errors';
import { SettingsCard } from './settings-card';

interface Values {
  notify_owners_on_schedule: boolean;
  notify_responsible: boolean;
  reply_to: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Notifications: e-mail the owners the proposed visit, tell the responsible their answer, and the reply address. */
export function NotificationsSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('config-propietarios');
  const save = useSaveSettings('notifications');
  const form = useForm<Values>({
    initialValues: { ...settings, reply_to: settings.reply_to ?? '' },
    validate: { reply_to: (value) => (value.trim() === '' || EMAIL.test(value.trim()) ? null : t('validation.email')) },
  });
  const submit = form.onSubmit((values) =>
    save.mutate({ ...values, reply_to: values.reply_to.trim() || null }, { onSuccess: () => notifySuccess(t('notifications.saved')), onError: (error) => showSaveError(form, error) }),
  );
  return (
    <SettingsCard title={t('notifications.title')} intro={t('notifications.intro')} saveLabel={t('notifications.save')} saving={save.isPending} onSubmit={submit} testId="settings-notifications">
      <Switch label={t('notifications.owners')} description={t('notifications.ownersHint')} {...form.getInputProps('notify_owners_on_schedule', { type: 'checkbox' })} />
      <Switch label={t('notifications.responsible')} description={t('notifications.responsibleHint')} {...form.getInputProps('notify_responsible', { type: 'checkbox' })} />
      <TextInput type="email" label={t('notifications.replyTo')} description={t('notifications.replyToHint')} maw={420} {...form.getInputProps('reply_to')} />
    </SettingsCard>
  );
}
