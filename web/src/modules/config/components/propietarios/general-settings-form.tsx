import { NumberInput, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useSaveSettings } from '../../api/propietarios/save-settings';
import type { GeneralSettings } from '../../api/propietarios/types';
import { showSaveError } from './field-errors';
import { SettingsCard } from './settings-card';

/** General: how long the warranty runs after delivery, and whether owners may write on their requests. */
export function GeneralSettingsForm({ settings }: { settings: GeneralSettings }) {
  const { t } = useTranslation('config-propietarios');
  const save = useSaveSettings('general');
  const form = useForm<GeneralSettings>({
    initialValues: settings,
    validate: { warranty_months: (value) => (Number.isInteger(value) && value >= 0 && value <= 240 ? null : t('general.monthsRange')) },
  });
  const submit = form.onSubmit((values) => save.mutate(values, { onSuccess: () => notifySuccess(t('general.saved')), onError: (error) => showSaveError(form, error) }));
  return (
    <SettingsCard title={t('general.title')} intro={t('general.intro')} saveLabel={t('general.save')} saving={save.isPending} onSubmit={submit} testId="settings-general">
      <NumberInput label={t('general.warrantyMonths')} description={t('general.warrantyHint')} min={0} max={240} allowDecimal={false} w={260} {...form.getInputProps('warranty_months')} />
      <Switch label={t('general.ownersCanMessage')} description={t('general.ownersCanMessageHint')} {...form.getInputProps('owners_can_message', { type: 'checkbox' })} />
    </SettingsCard>
  );
}
