import { Button, Group, Modal, NumberInput, SimpleGrid, Slider, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useRegisterProgress } from '../../api/register-progress';
import type { Activity } from '../../api/types';
import { currencyDecimals, formatPercent, todayIso } from '../format';
import { PROGRESS_FIELDS, progressValues, toProgressIn, validateProgress, type ProgressFormValues } from './progress-form-values';

interface ProgressDialogProps {
  activity: Activity | null;
  onClose: () => void;
  projectId: string;
}

const MARKS = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value} %` }));

function ProgressForm({ activity, onClose, projectId }: ProgressDialogProps & { activity: Activity }) {
  const { t, i18n } = useTranslation(['quality', 'common']);
  const today = todayIso();
  const register = useRegisterProgress(projectId);
  const [pending, setPending] = useState(false);
  const form = useForm<ProgressFormValues>({
    initialValues: progressValues(activity, today),
    validate: (values) => validateProgress(t, values, activity.currency, today),
  });
  const progress = form.values.progress === '' ? 0 : Number(form.values.progress);
  const complete = progress === 100;
  // An actual end is only recorded at 100 %: going below clears it.
  const setProgress = (value: number | string) => {
    form.setFieldValue('progress', value);
    if (Number(value) !== 100 && form.values.actual_end) form.setFieldValue('actual_end', '');
  };

  const save = async (values: ProgressFormValues) => {
    setPending(true);
    try {
      const saved = await register.mutateAsync({ id: activity.id, body: toProgressIn(values, activity.version) });
      notifySuccess(t('progress.saved', { name: saved.description, percent: formatPercent(saved.progress, i18n.language) }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      let placed = false;
      if (error.status === 422) {
        for (const field of PROGRESS_FIELDS) {
          const message = error.fieldError(field);
          if (message) {
            form.setFieldError(field, message);
            placed = true;
          }
        }
      }
      if (placed) return;
      notifyApiError(error);
      // Someone registered progress meanwhile: the list has reloaded, so the dialog closes rather than overwrite.
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="progress-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('progress.intro', { code: activity.code, name: activity.description })}
        </Text>
        <Stack gap={6}>
          <Group align="flex-end" gap="md" wrap="nowrap">
            <NumberInput
              label={t('progress.progress')}
              min={0}
              max={100}
              decimalScale={1}
              decimalSeparator=","
              clampBehavior="strict"
              rightSection={<Text size="sm" c="dimmed">%</Text>}
              w={140}
              data-autofocus
              {...form.getInputProps('progress')}
              onChange={setProgress}
              // The message goes under the slider too, so it is written once below both.
              error={form.errors.progress ? true : undefined}
            />
            <Slider
              aria-label={t('progress.slider')}
              min={0}
              max={100}
              step={0.5}
              value={progress}
              onChange={setProgress}
              label={(value) => formatPercent(value, i18n.language)}
              marks={MARKS}
              style={{ flex: 1 }}
              mb="lg"
            />
          </Group>
          {form.errors.progress && (
            <Text c="red" size="sm" role="alert">
              {form.errors.progress}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={t('progress.recordedOn')} required max={today} {...form.getInputProps('recorded_on')} />
          <NumberInput
            label={t('progress.actualCost', { currency: activity.currency })}
            min={0}
            decimalScale={currencyDecimals(activity.currency)}
            thousandSeparator="."
            decimalSeparator=","
            {...form.getInputProps('actual_cost')}
          />
          <TextInput type="date" label={t('progress.actualStart')} description={t('progress.actualStartHint')} max={today} {...form.getInputProps('actual_start')} />
          <TextInput
            type="date"
            label={t('progress.actualEnd')}
            description={complete ? t('progress.actualEndHint') : t('progress.actualEndNeedsComplete')}
            max={today}
            disabled={!complete}
            {...form.getInputProps('actual_end')}
          />
        </SimpleGrid>
        <Textarea label={t('progress.note')} autosize minRows={2} maxRows={5} maxLength={500} {...form.getInputProps('note')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="progress-submit">
            {t('progress.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Registrar avance" of an activity without children: the percentage reached on a day, with its actual dates. */
export function ProgressDialog(props: ProgressDialogProps) {
  const { t } = useTranslation(['quality', 'common']);
  return (
    <Modal opened={props.activity !== null} onClose={props.onClose} title={t('progress.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {props.activity && <ProgressForm {...props} activity={props.activity} />}
    </Modal>
  );
}
