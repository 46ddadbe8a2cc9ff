import { Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateCustomField } from '../../api/cmanagement/create-custom-field';
import type { CustomField } from '../../api/cmanagement/types';
import { useUpdateCustomField } from '../../api/cmanagement/update-custom-field';
import { fieldErrorPath, FIELD_KINDS, FIELD_NAME_MAX, hasOptions, initialFieldValues, OPTIONS_MAX, toFieldIn, validateField, type FieldFormValues } from './custom-field-form';
import { applyFieldErrors } from './field-errors';
import { ListEditor } from './list-editor';

interface CustomFieldFormModalProps {
  opened: boolean;
  /** The field being edited, or null to create one (kept by the caller while the dialog fades out). */
  field: CustomField | null;
  /** The category a new field starts in (the one the screen shows). */
  category: string;
  /** The category picker's choices: General first, then each category. */
  categories: { value: string; label: string }[];
  onClose: () => void;
}

function CustomFieldForm({ field, category, categories, onClose }: Omit<CustomFieldFormModalProps, 'opened'>) {
  const { t } = useTranslation(['config-cmanagement', 'config', 'common']);
  const create = useCreateCustomField();
  const update = useUpdateCustomField();
  const [pending, setPending] = useState(false);
  const form = useForm<FieldFormValues>({ initialValues: initialFieldValues(field, category), validate: (values) => validateField(t, values) });
  const { kind } = form.getValues();

  const save = async (values: FieldFormValues) => {
    setPending(true);
    try {
      const body = toFieldIn(values);
      const saved = field ? await update.mutateAsync({ ...body, id: field.id, version: field.version }) : await create.mutateAsync(body);
      notifySuccess(t(field ? 'fields.saved' : 'fields.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      // A 422 on `active` is the category's limit of active fields: it shows under the switch.
      applyFieldErrors(form, error, fieldErrorPath);
      notifyApiError(error);
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="custom-field-form">
      <Stack gap="md">
        <Select
          label={t('fields.kind')}
          description={field ? t('fields.kindFixed') : undefined}
          data={FIELD_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          disabled={field !== null}
          allowDeselect={false}
          {...form.getInputProps('kind')}
        />
        <TextInput label={t('fields.name')} description={t('shared.nameHint', { max: FIELD_NAME_MAX })} required data-autofocus autoComplete="off" {...form.getInputProps('name')} />
        <Textarea label={t('fields.description')} rows={2} resize="vertical" {...form.getInputProps('description')} />
        {hasOptions(kind) && (
          <ListEditor
            label={t('fields.options')}
            itemLabel={(position) => t('fields.option', { position })}
            addPlaceholder={t('fields.newOption')}
            max={OPTIONS_MAX}
            value={form.getValues().options}
            onChange={(options) => form.setFieldValue('options', options)}
            error={form.errors.options as string | undefined}
            testId="field-options"
          />
        )}
        {kind === 'user' && <Switch label={t('fields.multiple')} description={t('fields.multipleHint')} {...form.getInputProps('multiple', { type: 'checkbox' })} />}
        <Select label={t('fields.category')} data={categories} allowDeselect={false} {...form.getInputProps('category')} />
        <Switch label={t('fields.required')} {...form.getInputProps('required', { type: 'checkbox' })} />
        <Switch label={t('fields.active')} description={t('fields.activeHint')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {field ? t('common:actions.save') : t('fields.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a custom field; the content remounts on each opening, so it starts from the field. */
export function CustomFieldFormModal({ opened, ...props }: CustomFieldFormModalProps) {
  const { t } = useTranslation('config-cmanagement');
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.field ? t('fields.editTitle') : t('fields.newTitle')} centered size="lg">
      <CustomFieldForm key={props.field?.id ?? 'new'} {...props} />
    </Modal>
  );
}
