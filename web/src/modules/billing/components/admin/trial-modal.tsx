import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useExtendCompanyTrial } from '../../api/admin/update-company';
import type { AdminCompanyOut } from '../../api/types';
import { addDays, formatDay, toDayValue } from '../billing-format';
import { showFormError } from './form-errors';

/** The server's bounds on an extension. */
export const EXTENSION_DAYS = { min: 1, max: 365 } as const;

interface Values {
  days: number | string;
}

function TrialForm({ company, onClose }: { company: AdminCompanyOut; onClose: () => void }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const extend = useExtendCompanyTrial();
  const form = useForm<Values>({
    initialValues: { days: 15 },
    validate: {
      days: (value) =>
        typeof value !== 'number' || !Number.isInteger(value) || value < EXTENSION_DAYS.min || value > EXTENSION_DAYS.max
          ? t('admin.trial.daysRule', EXTENSION_DAYS)
          : null,
    },
  });
  // The trial runs on from its end, or from today when it is over or there was none (as the server counts).
  const today = addDays(null, 0);
  const current = company.plan === 'trial' ? toDayValue(company.trial_ends_at) : '';
  const from = current > today ? current : today;
  const days = typeof form.values.days === 'number' ? form.values.days : 0;
  const submit = async () => {
    try {
      const updated = await extend.mutateAsync({ id: company.id, days });
      notifySuccess(t('admin.trial.done', { name: company.name, count: updated.trial_days_left ?? days }));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <form onSubmit={form.onSubmit(() => void submit())} noValidate data-testid="trial-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {company.trial_ends_at && current !== '' && current >= today
            ? t('admin.trial.current', { date: formatDay(company.trial_ends_at, i18n.language) })
            : t('admin.trial.noCurrent')}
        </Text>
        {company.plan !== 'trial' && (
          <Text size="sm" c="orange" data-testid="trial-plan-note">
            {t('admin.trial.planNote', { plan: t(`plans.${company.plan}`) })}
          </Text>
        )}
        <NumberInput
          label={t('admin.trial.days')}
          description={t('admin.trial.daysHint', EXTENSION_DAYS)}
          min={EXTENSION_DAYS.min}
          max={EXTENSION_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          w={{ base: '100%', xs: 220 }}
          data-autofocus
          data-testid="trial-days"
          {...form.getInputProps('days')}
        />
        {days >= EXTENSION_DAYS.min && days <= EXTENSION_DAYS.max && (
          <Text size="sm" data-testid="trial-new-end">
            {t('admin.trial.newEnd', { date: formatDay(addDays(from, days), i18n.language) })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={extend.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={extend.isPending} data-testid="trial-save">
            {t('admin.trial.action')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Lengthen a company's trial by 1 to 365 days, showing the last day it would reach. */
export function TrialModal({ company, onClose }: { company: AdminCompanyOut | null; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <Modal opened={company !== null} onClose={onClose} title={company ? t('admin.trial.title', { name: company.name }) : ''} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {company && <TrialForm company={company} onClose={onClose} />}
    </Modal>
  );
}
