import { Alert, Button, Drawer, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateActivity } from '../../api/create-activity';
import type { Activity, Attribute, Stage } from '../../api/types';
import { useUpdateActivity } from '../../api/update-activity';
import { CostFields } from './cost-fields';
import { emptyValues, fromActivity, placeServerErrors, toActivityIn, validateActivity, type ActivityFormValues } from './activity-form-values';
import { ParentSelect } from './parent-select';
import { UnitSelect } from './unit-select';
import { ValueSelects } from './value-selects';

/** A new activity (optionally under a parent chosen from its row), or an existing one to edit. */
export type ActivityDrawerMode = { kind: 'create'; parent: Activity | null } | { kind: 'edit'; activity: Activity };

interface ActivityDrawerProps {
  mode: ActivityDrawerMode | null;
  onClose: () => void;
  projectId: string;
  stages: readonly Stage[];
  attributes: readonly Attribute[];
  /** Units come from the deliveries module; without access to it the field is left out. */
  withUnits: boolean;
}

function ActivityFormBody({ mode, onClose, projectId, stages, attributes, withUnits }: ActivityDrawerProps & { mode: ActivityDrawerMode }) {
  const { t } = useTranslation(['quality', 'common']);
  const editing = mode.kind === 'edit' ? mode.activity : null;
  const summary = editing?.is_summary ?? false;
  const create = useCreateActivity(projectId);
  const update = useUpdateActivity(projectId);
  const [pending, setPending] = useState(false);
  const form = useForm<ActivityFormValues>({
    initialValues: editing ? fromActivity(editing) : emptyValues(mode.kind === 'create' ? (mode.parent?.id ?? null) : null),
    validate: (values) => validateActivity(t, values, summary),
  });
  const held = new Set(editing?.values.map((value) => value.value_id) ?? []);
  const { est_start: start, est_end: end } = form.values;
  const canBeMilestone = start !== '' && start === end;

  const save = async (values: ActivityFormValues) => {
    setPending(true);
    try {
      const body = toActivityIn(values, summary, attributes);
      if (editing) {
        await update.mutateAsync({ id: editing.id, body: { ...body, version: editing.version } });
        notifySuccess(t('form.saved', { name: body.description }));
      } else {
        const created = await create.mutateAsync({ ...body, parent_id: values.parent_id });
        notifySuccess(t('form.created', { code: created.code, name: created.description }));
      }
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422 && placeServerErrors(form, error)) return;
      notifyApiError(error);
      // Someone changed it meanwhile: the list has reloaded it, so the form closes rather than overwrite.
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="activity-form">
      <Stack gap="md">
        <TextInput label={t('form.description')} required maxLength={250} data-autofocus {...form.getInputProps('description')} />
        {mode.kind === 'create' && <ParentSelect form={form} projectId={projectId} preset={mode.parent} />}
        <Select
          label={t('form.stage')}
          placeholder={t('form.noStage')}
          data={stages.map((stage) => ({ value: stage.id, label: stage.name }))}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('stage_id')}
          data-testid="activity-stage"
        />
        {summary && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="summary-note">
            {t('form.summaryNote')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={t('form.plannedStart')} required={!summary} disabled={summary} {...form.getInputProps('est_start')} />
          <TextInput type="date" label={t('form.plannedEnd')} required={!summary} disabled={summary} min={start || undefined} {...form.getInputProps('est_end')} />
        </SimpleGrid>
        <Switch
          label={t('form.milestone')}
          description={canBeMilestone ? t('form.milestoneHint') : t('form.milestoneNeedsSameDay')}
          disabled={summary || !canBeMilestone}
          {...form.getInputProps('milestone', { type: 'checkbox' })}
          checked={canBeMilestone && form.values.milestone}
        />
        <CostFields form={form} readOnly={summary} />
        <ValueSelects form={form} attributes={attributes} held={held} />
        {withUnits && <UnitSelect form={form} projectId={projectId} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="activity-submit">
            {editing ? t('common:actions.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Nueva actividad" and "Editar actividad" in a side drawer; its content remounts on each opening. */
export function ActivityDrawer(props: ActivityDrawerProps) {
  const { t } = useTranslation(['quality', 'common']);
  const { mode, onClose } = props;
  const title = mode?.kind === 'edit' ? t('form.editTitle', { code: mode.activity.code }) : mode?.parent ? t('form.createChildTitle', { code: mode.parent.code }) : t('form.createTitle');
  return (
    <Drawer opened={mode !== null} onClose={onClose} position="right" size="xl" title={title} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {mode && <ActivityFormBody {...props} mode={mode} />}
    </Drawer>
  );
}
