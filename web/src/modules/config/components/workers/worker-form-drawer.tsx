import { Button, Drawer, Group, MultiSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateWorker } from '../../api/create-worker';
import { useUpdateWorker } from '../../api/update-worker';
import type { IdKind, Worker } from '../../api/worker-types';
import { notifySuccess } from '@/components/ui/notify-success';
import { formatNationalId, isValidNationalId } from './national-id';
import { emptyWorkerValues, toWorkerIn, validateWorker, workerValues, type WorkerFormValues } from './worker-form-values';

interface WorkerFormDrawerProps {
  opened: boolean;
  /** The worker being edited, or null to register one (kept by the caller while the drawer closes). */
  worker: Worker | null;
  onClose: () => void;
  kind: IdKind;
  projects: { value: string; label: string }[];
  /** Projects a new worker starts with (the active one). */
  defaultProjects: string[];
}

const FIELDS: readonly (keyof WorkerFormValues)[] = ['first_name', 'last_name', 'national_id', 'contractor', 'position', 'project_ids', 'active'];

/** Projects the worker is in stay choosable even when they are not among the administrator's own. */
function withWorkerProjects(projects: WorkerFormDrawerProps['projects'], worker: Worker | null) {
  const missing = (worker?.projects ?? []).filter((held) => !projects.some((option) => option.value === held.id));
  return [...projects, ...missing.map((held) => ({ value: held.id, label: held.name }))];
}

function WorkerForm({ worker, onClose, kind, projects, defaultProjects }: Omit<WorkerFormDrawerProps, 'opened'>) {
  const { t } = useTranslation(['config-workers', 'common']);
  const create = useCreateWorker();
  const update = useUpdateWorker({ notify: false });
  const [pending, setPending] = useState(false);
  const form = useForm<WorkerFormValues>({
    initialValues: worker ? workerValues(worker) : emptyWorkerValues(defaultProjects),
    validate: (values) => validateWorker(t, kind, values),
  });
  // The project options may arrive after the drawer opened: a new worker then gets the active project, unless the
  // field was already touched.
  const firstDefault = defaultProjects[0];
  useEffect(() => {
    if (!worker && firstDefault && !form.isTouched('project_ids') && form.getValues().project_ids.length === 0) form.setFieldValue('project_ids', [firstDefault]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the default arrives
  }, [firstDefault]);

  const save = async (values: WorkerFormValues) => {
    setPending(true);
    try {
      const body = toWorkerIn(values);
      const saved = worker ? await update.mutateAsync({ ...body, id: worker.id, version: worker.version }) : await create.mutateAsync(body);
      const name = `${saved.first_name} ${saved.last_name}`;
      notifySuccess(t(worker ? 'saved' : 'created', { name }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      for (const field of FIELDS) {
        const message = error.fieldError(field);
        if (message) form.setFieldError(field, message);
      }
      notifyApiError(error);
      // A 409: the worker changed meanwhile; the list reloads and the drawer closes on it.
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  // The id reads formatted once typed in full (12.345.678-5, 123.456.789-09).
  const tidyId = () => {
    const value = form.values.national_id;
    if (isValidNationalId(kind, value)) form.setFieldValue('national_id', formatNationalId(kind, value));
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="worker-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.first_name')} required data-autofocus autoComplete="off" {...form.getInputProps('first_name')} />
          <TextInput label={t('fields.last_name')} required autoComplete="off" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label={t(`fields.national_id.${kind}`)}
          description={t(`fields.national_idHint.${kind}`)}
          required
          autoComplete="off"
          {...form.getInputProps('national_id')}
          onBlur={tidyId}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.contractor')} autoComplete="off" {...form.getInputProps('contractor')} />
          <TextInput label={t('fields.position')} autoComplete="off" {...form.getInputProps('position')} />
        </SimpleGrid>
        <MultiSelect
          label={t('fields.projects')}
          description={t('fields.projectsHint')}
          required
          searchable
          data={withWorkerProjects(projects, worker)}
          {...form.getInputProps('project_ids')}
        />
        <Switch label={t('fields.active')} description={t('fields.activeHint')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {worker ? t('saveChanges') : t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Register or edit a worker in a side drawer; the content remounts on each opening, so it starts from the worker. */
export function WorkerFormDrawer({ opened, worker, onClose, ...props }: WorkerFormDrawerProps) {
  const { t } = useTranslation(['config-workers', 'common']);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={worker ? t('editTitle', { name: `${worker.first_name} ${worker.last_name}` }) : t('newTitle')}
    >
      <WorkerForm key={worker?.id ?? 'new'} worker={worker} onClose={onClose} {...props} />
    </Drawer>
  );
}
