import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateCategory } from '../../api/cmanagement/create-category';
import type { Category } from '../../api/cmanagement/types';
import { useUpdateCategory } from '../../api/cmanagement/update-category';
import { applyFieldErrors } from './field-errors';

/** The server's rule for a category name. */
export const CATEGORY_NAME_MAX = 100;

interface CategoryFormModalProps {
  opened: boolean;
  /** The category being edited, or null to create one (kept by the caller while the dialog fades out). */
  category: Category | null;
  onClose: () => void;
}

interface Values {
  name: string;
  description: string;
  active: boolean;
}

function CategoryForm({ category, onClose }: Omit<CategoryFormModalProps, 'opened'>) {
  const { t } = useTranslation(['config-cmanagement', 'config', 'common']);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [pending, setPending] = useState(false);
  const form = useForm<Values>({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '', active: category?.active ?? true },
    validate: {
      name: (value) =>
        value.trim() === '' ? t('config:validation.required') : value.trim().length > CATEGORY_NAME_MAX ? t('config:validation.maxLength', { max: CATEGORY_NAME_MAX }) : null,
    },
  });

  const save = async (values: Values) => {
    setPending(true);
    try {
      const body = { name: values.name.trim(), description: values.description.trim() || null, active: values.active };
      const saved = category ? await update.mutateAsync({ ...body, id: category.id, version: category.version }) : await create.mutateAsync(body);
      notifySuccess(t(category ? 'categories.saved' : 'categories.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      applyFieldErrors(form, error);
      // SPEC §8: every refusal is also a toast; the field keeps its message in view. A 409 reloads the list.
      notifyApiError(error);
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="category-form">
      <Stack gap="md">
        <TextInput label={t('categories.name')} description={t('shared.nameHint', { max: CATEGORY_NAME_MAX })} required data-autofocus autoComplete="off" {...form.getInputProps('name')} />
        <Textarea label={t('categories.description')} rows={2} resize="vertical" {...form.getInputProps('description')} />
        <Switch label={t('categories.active')} description={t('categories.activeHint')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {category ? t('common:actions.save') : t('categories.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a ticket category; the content remounts on each opening, so it starts from the category. */
export function CategoryFormModal({ opened, category, onClose }: CategoryFormModalProps) {
  const { t } = useTranslation('config-cmanagement');
  return (
    <Modal opened={opened} onClose={onClose} title={category ? t('categories.editTitle') : t('categories.newTitle')} centered>
      <CategoryForm key={category?.id ?? 'new'} category={category} onClose={onClose} />
    </Modal>
  );
}
