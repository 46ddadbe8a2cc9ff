import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSaveCatalogItem } from '../../api/catalog-mutations';
import type { CatalogKind } from '../../api/keys';
import type { CatalogItem } from '../../api/types';
import { KINDS, STRENGTH_MAX, STRENGTH_MIN } from './kinds';
import { NAME_MAX, nameError, tenthsError, toNumber } from './numbers';
import { Unit } from './unit';

interface CatalogFormModalProps {
  kind: CatalogKind;
  opened: boolean;
  /** The item being edited, or null to create one (kept by the caller while the dialog fades out). */
  item: CatalogItem | null;
  onClose: () => void;
}

interface Values {
  name: string;
  flag: boolean;
  strength_mpa: number | string;
  ifc_class: string;
}

const FIELDS = ['name', 'flag', 'strength_mpa', 'ifc_class'] as const;

function CatalogForm({ kind, item, onClose }: Omit<CatalogFormModalProps, 'opened'>) {
  const { t, i18n } = useTranslation(['concrete-config', 'common']);
  const spec = KINDS[kind];
  const save = useSaveCatalogItem(kind);
  const form = useForm<Values>({
    initialValues: { name: item?.name ?? '', flag: item?.flag ?? false, strength_mpa: item?.strength_mpa ?? '', ifc_class: item?.ifc_class ?? '' },
    validate: {
      name: (value) => nameError(t, value),
      strength_mpa: (value) => (spec.strength ? tenthsError(t, i18n.language, value, STRENGTH_MIN, STRENGTH_MAX) : null),
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: item?.id,
        name: values.name.trim(),
        flag: spec.flag ? values.flag : undefined,
        strength_mpa: spec.strength ? toNumber(values.strength_mpa) : undefined,
        ifc_class: spec.ifcClass ? values.ifc_class.trim() || null : undefined,
        version: item?.version,
      },
      {
        onSuccess: (saved) => {
          notifySuccess(t(item ? 'catalog.saved' : 'catalog.created', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status === 401) return;
          const placed = FIELDS.filter((field) => error.fieldError(field));
          for (const field of placed) form.setFieldError(field, error.fieldError(field));
          if (error.status === 422 && placed.length > 0) return;
          notifyApiError(error);
          // Someone changed it meanwhile: the list is read again, so the form starts over from it.
          if (error.status === 409) onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid={`concrete-${kind}-form`}>
      <Stack gap="md">
        <TextInput label={t('catalog.name')} description={t('catalog.nameHint', { max: NAME_MAX })} required data-autofocus autoComplete="off" {...form.getInputProps('name')} />
        {spec.strength && (
          <NumberInput
            label={t('catalog.types.strength')}
            description={t('catalog.types.strengthHint', { min: STRENGTH_MIN, max: STRENGTH_MAX })}
            required
            decimalSeparator=","
            allowNegative={false}
            hideControls
            rightSection={<Unit>MPa</Unit>}
            rightSectionWidth={48}
            {...form.getInputProps('strength_mpa')}
          />
        )}
        {spec.ifcClass && (
          <TextInput label={t('catalog.elements.ifcClass')} description={t('catalog.elements.ifcClassHint')} placeholder="IfcSlab" autoComplete="off" {...form.getInputProps('ifc_class')} />
        )}
        {spec.flag && <Switch label={t(`catalog.${kind}.flag`)} description={t(`catalog.${kind}.flagHint`)} {...form.getInputProps('flag', { type: 'checkbox' })} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? t('common:actions.save') : t('catalog.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit an item of a catalogue; the content remounts on each opening, so it starts from the item. */
export function CatalogFormModal({ opened, ...props }: CatalogFormModalProps) {
  const { t } = useTranslation('concrete-config');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t(props.item ? `catalog.${props.kind}.editTitle` : `catalog.${props.kind}.newTitle`)} centered>
      <CatalogForm key={props.item?.id ?? 'new'} {...props} />
    </Modal>
  );
}
