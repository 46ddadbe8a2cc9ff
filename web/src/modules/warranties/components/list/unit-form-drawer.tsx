import { Button, Drawer, Group, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSaveUnit } from '../../api/save-unit';
import type { Person, UnitOut, UnitTypeOut } from '../../api/types';
import { toUnitIn, unitValues, validateUnit, type UnitFormValues } from './unit-form-values';

interface UnitFormDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The unit to edit; a new one when null. */
  unit: UnitOut | null;
  unitTypes: UnitTypeOut[];
  people: Person[];
  onSaved?: (unit: UnitOut) => void;
}

function UnitForm({ onClose, unit, unitTypes, people, onSaved }: Omit<UnitFormDrawerProps, 'opened'>) {
  const { t } = useTranslation(['warranties-units', 'common']);
  const save = useSaveUnit();
  const form = useForm<UnitFormValues>({ initialValues: unitValues(unit), validate: (values) => validateUnit(t, values) });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...toUnitIn(values, unit?.version), id: unit?.id });
      notifySuccess(t(unit ? 'create.updated' : 'create.created', { name: saved.name }));
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      const placed = Object.entries(error.errors).filter(([field]) => field in form.values);
      for (const [field, messages] of placed) form.setFieldError(field, messages[0] ?? '');
      if (error.status !== 422 || placed.length === 0) notifyApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="unit-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('form.floor')} {...form.getInputProps('floor')} />
        </SimpleGrid>
        <Select
          label={t('form.unitType')}
          data={unitTypes.map((type) => ({ value: type.id, label: type.name }))}
          clearable
          {...form.getInputProps('unit_type_id')}
        />
        <TagsInput label={t('form.parkings')} description={t('form.tagsHint')} {...form.getInputProps('parkings')} />
        <TagsInput label={t('form.stores')} description={t('form.tagsHint')} {...form.getInputProps('stores')} />
        <Select
          label={t('form.responsible')}
          data={people.map((person) => ({ value: person.id, label: person.name }))}
          clearable
          searchable
          {...form.getInputProps('responsible_id')}
        />
        <TextInput type="date" label={t('form.registryDate')} description={t('form.registryHint')} {...form.getInputProps('registry_date')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {unit ? t('common:actions.save') : t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Nueva unidad" (or the unit's data) in a side drawer; its content remounts on each opening. */
export function UnitFormDrawer({ opened, onClose, ...props }: UnitFormDrawerProps) {
  const { t } = useTranslation(['warranties-units', 'common']);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={props.unit ? t('create.editTitle') : t('create.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <UnitForm onClose={onClose} {...props} />
    </Drawer>
  );
}
