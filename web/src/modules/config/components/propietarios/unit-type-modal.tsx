import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError } from '@/lib/api';
import { useSaveUnitType } from '../../api/propietarios/save-unit-type';
import type { UnitType } from '../../api/propietarios/types';
import { showSaveError } from './field-errors';

/** SPEC §5: a unit type's name is 1 to under 50 characters; its surface 0 to 99999.99 with one decimal. */
export const UNIT_TYPE_NAME_MAX = 49;
export const SURFACE_MAX = 99999.9;

interface UnitTypeModalProps {
  opened: boolean;
  /** The type being edited, or null to create one. */
  unitType: UnitType | null;
  onClose: () => void;
  onSaved?: (unitType: UnitType) => void;
}

interface Values {
  name: string;
  category: string;
  surface: number | string;
  rooms: number | string;
}

function UnitTypeForm({ unitType, onClose, onSaved }: Omit<UnitTypeModalProps, 'opened'>) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const save = useSaveUnitType();
  const form = useForm<Values>({
    initialValues: { name: unitType?.name ?? '', category: unitType?.category ?? '', surface: unitType?.surface ?? '', rooms: unitType?.rooms ?? '' },
    validate: {
      name: (value) => (value.trim() === '' ? t('validation.required') : value.trim().length > UNIT_TYPE_NAME_MAX ? t('validation.maxLength', { max: UNIT_TYPE_NAME_MAX }) : null),
      surface: (value) => (value === '' || (typeof value === 'number' && value >= 0 && value <= SURFACE_MAX) ? null : t('unitTypes.surfaceRange')),
    },
  });

  const submit = form.onSubmit((values) => {
    const number = (value: number | string) => (typeof value === 'number' ? value : null);
    save.mutate(
      { id: unitType?.id, version: unitType?.version, name: values.name.trim(), category: values.category.trim() || null, surface: number(values.surface), rooms: number(values.rooms) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(unitType ? 'unitTypes.saved' : 'unitTypes.created', { name: saved.name }));
          onClose();
          onSaved?.(saved);
        },
        onError: (error) => {
          showSaveError(form, error);
          if (isApiError(error) && error.status === 409) onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="unit-type-form">
      <Stack gap="md">
        <TextInput label={t('unitTypes.name')} required data-autofocus autoComplete="off" {...form.getInputProps('name')} />
        <TextInput label={t('unitTypes.category')} placeholder={t('unitTypes.categoryHint')} {...form.getInputProps('category')} />
        <SimpleGrid cols={2}>
          <NumberInput label={t('unitTypes.surface')} min={0} max={SURFACE_MAX} decimalScale={1} suffix=" m²" {...form.getInputProps('surface')} />
          <NumberInput label={t('unitTypes.rooms')} min={0} max={50} allowDecimal={false} {...form.getInputProps('rooms')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {unitType ? t('common:actions.save') : t('unitTypes.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a unit type (Tipología); the content remounts on each opening. */
export function UnitTypeModal({ opened, ...props }: UnitTypeModalProps) {
  const { t } = useTranslation('config-propietarios');
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.unitType ? t('unitTypes.editTitle') : t('unitTypes.newTitle')} centered>
      <UnitTypeForm {...props} />
    </Modal>
  );
}
