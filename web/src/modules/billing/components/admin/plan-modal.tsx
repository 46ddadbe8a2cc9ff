import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useSetCompanyPlan } from '../../api/admin/update-company';
import { asPlan, PLANS, type AdminCompanyOut, type Plan } from '../../api/types';
import { addDays, endOfDay, TRIAL_DAYS, toDayValue } from '../billing-format';
import { showFormError } from './form-errors';

interface Values {
  plan: Plan;
  trialEndsAt: string;
}

function PlanForm({ company, onClose }: { company: AdminCompanyOut; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'common']);
  const save = useSetCompanyPlan();
  const currentDay = company.plan === 'trial' ? toDayValue(company.trial_ends_at) : '';
  const tomorrow = addDays(null, 1);
  const form = useForm<Values>({
    initialValues: { plan: asPlan(company.plan), trialEndsAt: currentDay || addDays(null, TRIAL_DAYS) },
    validate: {
      trialEndsAt: (value, values) =>
        values.plan !== 'trial' ? null : value === '' ? t('admin.plan.trialEndsRequired') : value < tomorrow ? t('admin.plan.trialEndsFuture') : null,
    },
  });
  // The trial ends at the end of its last day; an untouched day keeps the instant it had.
  const trialEnd = (day: string) => (day === currentDay && company.trial_ends_at ? company.trial_ends_at : endOfDay(day));
  const submit = async ({ plan, trialEndsAt }: Values) => {
    try {
      await save.mutateAsync({ id: company.id, plan, trial_ends_at: plan === 'trial' ? trialEnd(trialEndsAt) : null });
      notifySuccess(t('admin.plan.done', { name: company.name, plan: t(`plans.${plan}`) }));
      onClose();
    } catch (error) {
      showFormError(form, error, { trial_ends_at: 'trialEndsAt' });
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate data-testid="plan-form">
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('admin.plan.plan')}
          </Text>
          <SegmentedControl
            fullWidth
            data={PLANS.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
            {...form.getInputProps('plan')}
            data-testid="plan-select"
          />
          <Text size="xs" c="dimmed">
            {t(`plan.about.${form.values.plan}`)}
          </Text>
          {form.errors.plan && (
            <Text size="xs" c="red">
              {form.errors.plan}
            </Text>
          )}
        </Stack>
        {form.values.plan === 'trial' && (
          <TextInput
            type="date"
            label={t('admin.plan.trialEndsAt')}
            description={t('admin.plan.trialEndsHint')}
            withAsterisk
            min={tomorrow}
            w={{ base: '100%', xs: 220 }}
            data-testid="plan-trial-ends"
            {...form.getInputProps('trialEndsAt')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="plan-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change a company's plan; for a trial, its last day (30 days from today unless it has one). */
export function PlanModal({ company, onClose }: { company: AdminCompanyOut | null; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <Modal opened={company !== null} onClose={onClose} title={company ? t('admin.plan.title', { name: company.name }) : ''} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {company && <PlanForm company={company} onClose={onClose} />}
    </Modal>
  );
}
