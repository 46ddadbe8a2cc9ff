import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateVerification } from '../../api/create-verification';
import { useActivityOptions } from '../../api/get-activity-options';
import { useTemplates } from '../../api/get-templates';
import { useUnits } from '../../api/get-units';
import type { QualityActivity } from '../../api/types';
import { todayIso } from '../format';
import { PLAN_FIELDS, PlanFields, planRules, type PlanValues } from '../plan-fields';
import { placeErrors } from '../server-errors';
import { useVerificationRights } from '../use-verification-rights';

interface Values extends PlanValues {
  activity_id: string | null;
  unit_id: string | null;
  template_id: string | null;
}

const activityLabel = (row: QualityActivity) => `${row.code} · ${row.description}`;

const FIELDS = ['activity_id', 'unit_id', 'template_id', ...PLAN_FIELDS] as const;

interface NewVerificationModalProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  onCreated: (id: string) => void;
}

function NewVerificationForm({ onClose, projectId, onCreated }: Omit<NewVerificationModalProps, 'opened'>) {
  const { t } = useTranslation(['verifications', 'common']);
  const { userId, canReadUnits } = useVerificationRights();
  const [activitySearch, setActivitySearch] = useState('');
  const [debounced] = useDebouncedValue(activitySearch, 250);
  const create = useCreateVerification(projectId);
  const form = useForm<Values>({
    initialValues: { activity_id: null, unit_id: null, template_id: null, responsible_id: userId, scheduled_on: todayIso() },
    validate: {
      activity_id: (value) => (value ? null : t('form.required')),
      template_id: (value) => (value ? null : t('form.required')),
      ...planRules(t('form.required')),
    },
  });
  // The chosen activity is kept aside: once chosen, the search text becomes its label and the page may not hold it.
  const [activity, setActivity] = useState<QualityActivity | null>(null);
  const query = activity && debounced === activityLabel(activity) ? '' : debounced;
  const activities = useActivityOptions(projectId, query);
  const options = [...(activity ? [activity] : []), ...(activities.data ?? []).filter((row) => !row.is_summary && row.id !== activity?.id)];
  const templates = useTemplates({ activityId: form.values.activity_id }, form.values.activity_id !== null);
  const withUnits = canReadUnits && (activity?.unit_ids.length ?? 0) > 0;
  const units = useUnits(projectId, withUnits);
  const unitOptions = (units.data ?? []).filter((unit) => activity?.unit_ids.includes(unit.id)).map((unit) => ({ value: unit.id, label: unit.name }));

  // The suggested templates (of the activity's types) first, in their own group.
  const suggested = (templates.data ?? []).filter((row) => row.suggested);
  const others = (templates.data ?? []).filter((row) => !row.suggested);
  const templateOptions = [
    ...(suggested.length > 0 ? [{ group: t('form.suggested'), items: suggested.map((row) => ({ value: row.id, label: t('form.templateOption', { name: row.name, count: row.items_count }) })) }] : []),
    ...(others.length > 0 ? [{ group: t('form.allTemplates'), items: others.map((row) => ({ value: row.id, label: t('form.templateOption', { name: row.name, count: row.items_count }) })) }] : []),
  ];

  const save = async (values: Values) => {
    try {
      const created = await create.mutateAsync({ ...values, unit_id: values.unit_id ?? null });
      notifySuccess(t('form.created', { code: created.activity_code }));
      onClose();
      onCreated(created.id);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422 && placeErrors(form.setFieldError, error, FIELDS)) return;
      notifyApiError(error);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="new-verification-form">
      <Stack gap="md">
        <Select
          label={t('form.activity')}
          placeholder={t('form.activityPlaceholder')}
          required
          searchable
          searchValue={activitySearch}
          onSearchChange={setActivitySearch}
          filter={({ options }) => options}
          nothingFoundMessage={activities.isFetching ? t('form.searching') : t('form.noActivities')}
          data={options.map((row) => ({ value: row.id, label: activityLabel(row) }))}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          data-testid="verification-activity"
          {...form.getInputProps('activity_id')}
          onChange={(value: string | null) => {
            setActivity(options.find((row) => row.id === value) ?? null);
            form.setValues({ activity_id: value, unit_id: null, template_id: null });
          }}
        />
        <Select
          label={t('form.template')}
          placeholder={form.values.activity_id ? t('form.templatePlaceholder') : t('form.chooseActivityFirst')}
          required
          searchable
          disabled={!form.values.activity_id}
          nothingFoundMessage={t('form.noTemplates')}
          data={templateOptions}
          comboboxProps={{ withinPortal: true }}
          data-testid="verification-template"
          {...form.getInputProps('template_id')}
        />
        {withUnits && (
          <Select
            label={t('form.unit')}
            placeholder={t('form.unitPlaceholder')}
            clearable
            searchable
            data={unitOptions}
            comboboxProps={{ withinPortal: true }}
            data-testid="verification-unit"
            {...form.getInputProps('unit_id')}
          />
        )}
        <PlanFields form={form} projectId={projectId} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="verification-submit">
            {t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Nueva verificación": activity, template (the activity type's first), optional unit, responsible and date. */
export function NewVerificationModal({ opened, ...rest }: NewVerificationModalProps) {
  const { t } = useTranslation(['verifications', 'common']);
  return (
    <Modal opened={opened} onClose={rest.onClose} title={t('form.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {opened && <NewVerificationForm {...rest} />}
    </Modal>
  );
}
