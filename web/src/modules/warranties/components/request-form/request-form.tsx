import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ORIGINS, PRIORITIES } from '@/components/tickets/enums';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateRequest } from '../../api/requests/create-request';
import type { RequestForm as RequestFormData, RequestOut } from '../../api/requests/types';
import { emptyRequest, soleOwner, SUBJECT_MAX, toRequestIn, validateRequest, type RequestFormValues } from './request-form-values';

/** Only a signed delivery act opens a request of that origin: staff register the others. */
const STAFF_ORIGINS = ORIGINS.filter((origin) => origin !== 'delivery_act');

interface RequestFormProps {
  options: RequestFormData;
  /** A unit to start with (the ficha's "Nueva solicitud"). */
  unitId: string | null;
  onCreated: (request: RequestOut) => void;
  onCancel: () => void;
}

/** The create form: unit → its owners, origin, subject, description, priority and responsible. */
export function RequestForm({ options, unitId, onCreated, onCancel }: RequestFormProps) {
  const { t } = useTranslation(['warranties-requests', 'common']);
  const create = useCreateRequest();
  const form = useForm<RequestFormValues>({ initialValues: emptyRequest(options.units, unitId), validate: (values) => validateRequest(t, values) });
  const unit = options.units.find((entry) => entry.id === form.values.unit_id) ?? null;

  const submit = form.onSubmit(async (values) => {
    try {
      const request = await create.mutateAsync(toRequestIn(values));
      notifySuccess(t('create.created', { number: request.number }));
      onCreated(request);
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      // Each field's message goes under its input; anything the form has no place for is toasted.
      const placed = Object.entries(error.errors).filter(([field]) => field in form.values);
      for (const [field, messages] of placed) form.setFieldError(field, messages[0] ?? '');
      if (error.status !== 422 || placed.length === 0) notifyApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="request-form">
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('create.unit')}
            placeholder={t('create.unitPlaceholder')}
            required
            searchable
            data={options.units.map((entry) => ({ value: entry.id, label: entry.name }))}
            {...form.getInputProps('unit_id')}
            onChange={(value: string | null) => {
              form.setFieldValue('unit_id', value);
              form.setFieldValue('owner_id', soleOwner(options.units.find((entry) => entry.id === value) ?? null));
            }}
            data-autofocus
            data-testid="request-unit"
          />
          <Select
            label={t('create.owner')}
            placeholder={t('create.ownerPlaceholder')}
            data={(unit?.owners ?? []).map((owner) => ({ value: owner.id, label: owner.email ? `${owner.name} · ${owner.email}` : owner.name }))}
            disabled={!unit || unit.owners.length === 0}
            clearable
            {...form.getInputProps('owner_id')}
            data-testid="request-owner"
          />
        </SimpleGrid>
        {unit && unit.owners.length === 0 && (
          <Alert color="yellow" p="xs" data-testid="request-no-owners">
            {t('create.noOwners')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label={t('create.origin')} required allowDeselect={false} data={STAFF_ORIGINS.map((value) => ({ value, label: t(`origin.${value}`) }))} {...form.getInputProps('origin')} />
          <Select label={t('create.priority')} allowDeselect={false} data={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))} {...form.getInputProps('priority')} />
          <Select
            label={t('create.responsible')}
            placeholder={t('create.noResponsible')}
            clearable
            searchable
            data={options.responsibles.map((person) => ({ value: person.id, label: person.name }))}
            {...form.getInputProps('responsible_id')}
          />
        </SimpleGrid>
        <TextInput label={t('create.subject')} required maxLength={SUBJECT_MAX} {...form.getInputProps('subject')} />
        <Textarea label={t('create.description')} autosize minRows={4} maxRows={12} {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
