import { ActionIcon, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useAttributeValues } from '../../api/get-attribute-values';
import { useCreateTemplate, useUpdateTemplate } from '../../api/save-template';
import type { Template } from '../../api/types';
import { placeErrors } from '../server-errors';

/** Attribute values grouped under their attribute, as a Select shows them. */
function groupOptions(rows: { value: string; label: string; group: string }[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const { value, label, group } of rows) groups.set(group, [...(groups.get(group) ?? []), { value, label }]);
  return [...groups].map(([group, items]) => ({ group, items }));
}

interface Values {
  name: string;
  value_id: string | null;
  items: { text: string; requires_photo: boolean }[];
}

/** A new template (name, activity type, first items) or an existing one to rename or relink. */
export type TemplateFormMode = { kind: 'create' } | { kind: 'edit'; template: Template };

function TemplateForm({ mode, onClose, onSaved }: { mode: TemplateFormMode; onClose: () => void; onSaved: (template: Template) => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  const values = useAttributeValues();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const editing = mode.kind === 'edit' ? mode.template : null;
  const form = useForm<Values>({
    initialValues: { name: editing?.name ?? '', value_id: editing?.value_id ?? null, items: editing ? [] : [{ text: '', requires_photo: false }] },
    validate: { name: (value) => (value.trim() ? null : t('form.required')) },
  });
  const pending = create.isPending || update.isPending;

  const save = async (input: Values) => {
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, body: { name: input.name.trim(), value_id: input.value_id, version: editing.version } })
        : await create.mutateAsync({ name: input.name.trim(), value_id: input.value_id, items: input.items.filter((item) => item.text.trim()).map((item) => ({ ...item, text: item.text.trim() })) });
      notifySuccess(t('templates.saved', { name: saved.name }));
      onSaved(saved);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      const fields = ['name', 'value_id', ...input.items.map((_, index) => `items.${index}.text`)];
      if (error.status === 422 && placeErrors(form.setFieldError, error, fields)) return;
      notifyApiError(error);
      if (error.status === 409) onClose();
    }
  };

  return (
    <form onSubmit={form.onSubmit((input) => void save(input))} noValidate data-testid="template-form">
      <Stack gap="md">
        <TextInput label={t('templates.name')} required maxLength={120} data-autofocus data-testid="template-name" {...form.getInputProps('name')} />
        <Select
          label={t('templates.type')}
          description={t('templates.typeHint')}
          placeholder={t('templates.noType')}
          clearable
          searchable
          data={groupOptions(values.data ?? [])}
          comboboxProps={{ withinPortal: true }}
          data-testid="template-type"
          {...form.getInputProps('value_id')}
        />
        {!editing && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('templates.items')}
            </Text>
            {form.values.items.map((_, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput flex={1} aria-label={t('templates.itemText', { position: index + 1 })} placeholder={t('templates.itemPlaceholder')} maxLength={250} data-testid={`template-item-${index}`} {...form.getInputProps(`items.${index}.text`)} />
                <Checkbox mt={8} label={t('templates.photo')} {...form.getInputProps(`items.${index}.requires_photo`, { type: 'checkbox' })} />
                <ActionIcon mt={4} variant="subtle" color="red" aria-label={t('templates.removeItem', { position: index + 1 })} onClick={() => form.removeListItem('items', index)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('items', { text: '', requires_photo: false })} data-testid="template-add-item">
                {t('templates.addItem')}
              </Button>
            </Group>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="template-submit">
            {editing ? t('common:actions.save') : t('templates.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TemplateFormModal({ mode, onClose, onSaved }: { mode: TemplateFormMode | null; onClose: () => void; onSaved: (template: Template) => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  return (
    <Modal opened={mode !== null} onClose={onClose} size="lg" title={mode?.kind === 'edit' ? t('templates.editTitle') : t('templates.createTitle')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {mode && <TemplateForm mode={mode} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
