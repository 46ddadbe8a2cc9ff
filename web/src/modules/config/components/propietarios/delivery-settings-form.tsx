import { Chip, Group, Input, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useSaveSettings } from '../../api/propietarios/save-settings';
import type { DeliverySettings } from '../../api/propietarios/types';
import { showSaveError } from './field-errors';
import { SettingsCard } from './settings-card';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const inRange = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Delivery: the agenda's capacity — visits of so many minutes between the day's start and end on working days, at
 * most so many per responsible and day — and how many days before a visit the owners must confirm it.
 */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettings }) {
  const { t } = useTranslation('config-propietarios');
  const save = useSaveSettings('delivery');
  const form = useForm<DeliverySettings>({
    initialValues: settings,
    validate: {
      visit_minutes: (value) => (inRange(value, 15, 480) ? null : t('delivery.range', { min: 15, max: 480 })),
      visits_per_day: (value) => (inRange(value, 1, 20) ? null : t('delivery.range', { min: 1, max: 20 })),
      confirm_days_before: (value) => (inRange(value, 0, 30) ? null : t('delivery.range', { min: 0, max: 30 })),
      day_end: (value, values) => (value <= values.day_start ? t('delivery.endBeforeStart') : null),
      working_days: (value) => (value.length === 0 ? t('delivery.noDays') : null),
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate({ ...values, working_days: [...values.working_days].sort() }, { onSuccess: () => notifySuccess(t('delivery.saved')), onError: (error) => showSaveError(form, error) }),
  );
  return (
    <SettingsCard title={t('delivery.title')} intro={t('delivery.intro')} saveLabel={t('delivery.save')} saving={save.isPending} onSubmit={submit} testId="settings-delivery">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label={t('delivery.visitMinutes')} min={15} max={480} step={15} allowDecimal={false} {...form.getInputProps('visit_minutes')} />
        <NumberInput label={t('delivery.visitsPerDay')} min={1} max={20} allowDecimal={false} {...form.getInputProps('visits_per_day')} />
        <NumberInput label={t('delivery.confirmDaysBefore')} min={0} max={30} allowDecimal={false} {...form.getInputProps('confirm_days_before')} />
        <TextInput type="time" label={t('delivery.dayStart')} {...form.getInputProps('day_start')} />
        <TextInput type="time" label={t('delivery.dayEnd')} {...form.getInputProps('day_end')} />
      </SimpleGrid>
      <Input.Wrapper label={t('delivery.workingDays')} error={form.errors.working_days}>
        <Chip.Group
          multiple
          value={form.values.working_days.map(String)}
          onChange={(days) => form.setFieldValue('working_days', days.map(Number))}
        >
          <Group gap="xs" mt={6}>
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {t(`delivery.weekdays.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </SettingsCard>
  );
}
