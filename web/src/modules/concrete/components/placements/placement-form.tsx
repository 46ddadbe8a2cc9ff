import { Alert, Button, Drawer, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { toIsoDate } from '@/lib/calendar-dates';
import { useCatalog } from '../../api/catalog';
import { useSavePlacement } from '../../api/placements';
import type { Placement } from '../../api/types';
import { initialValues, PLACEMENT_FIELDS, toBody, type PlacementValues } from './placement-values';

interface PlacementFormProps {
  projectId: string;
  /** The placement edited, or null for a new one on `globalIds`. */
  placement: Placement | null;
  globalIds: string[];
  onClose: () => void;
  onSaved: () => void;
}

function PlacementForm({ projectId, placement, globalIds, onClose, onSaved }: PlacementFormProps) {
  const { t } = useTranslation(['concrete-placements', 'common']);
  const save = useSavePlacement(projectId);
  const elements = useCatalog('elements');
  const suppliers = useCatalog('companies');
  const types = useCatalog('types');
  const form = useForm<PlacementValues>({ initialValues: initialValues(placement) });
  const ids = placement ? placement.global_ids : globalIds;

  const submit = async (values: PlacementValues) => {
    try {
      const saved = await save.mutateAsync({ body: toBody(values, ids, placement?.version), id: placement?.id });
      notifySuccess(placement ? t('form.updated', { number: saved.number }) : t('form.created', { number: saved.number, lot: saved.lot_number }));
      onSaved();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422) {
        for (const field of PLACEMENT_FIELDS) {
          const message = error.fieldError(field);
          if (message) form.setFieldError(field, message);
        }
        if (PLACEMENT_FIELDS.some((field) => error.fieldError(field))) return;
      }
      notifyApiError(error);
    }
  };

  const mode = form.values.mode;
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate data-testid="placement-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="placement-elements-count">
          {t('form.elements', { count: ids.length })}
        </Text>
        {form.errors.global_ids && (
          <Alert color="red" variant="light" data-testid="placement-global-ids-error">
            {form.errors.global_ids}
          </Alert>
        )}
        <Select
          label={t('form.element')}
          required
          searchable
          data={(elements.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          comboboxProps={{ withinPortal: true }}
          data-testid="placement-element"
          {...form.getInputProps('element_id')}
        />
        <SimpleGrid cols={2} spacing="sm">
          {/* No decimalScale: it would cut a second decimal silently; the server refuses it on the field instead. */}
          <NumberInput label={t('form.m3')} required min={0} decimalSeparator="," data-testid="placement-m3" {...form.getInputProps('m3')} />
          <TextInput type="date" label={t('form.pouredOn')} required max={toIsoDate(new Date())} data-testid="placement-date" {...form.getInputProps('poured_on')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label={t('form.location')} required data-testid="placement-location" {...form.getInputProps('location')} />
          <TextInput label={t('form.unit')} required data-testid="placement-unit" {...form.getInputProps('unit')} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('form.where')}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(value) => form.setFieldValue('mode', value)}
            data={[
              { value: 'cycle', label: t('form.cycleMode') },
              { value: 'axes', label: t('form.axesMode') },
            ]}
            data-testid="placement-mode"
          />
        </Stack>
        {mode === 'cycle' ? (
          <TextInput label={t('form.cycle')} data-testid="placement-cycle" {...form.getInputProps('cycle')} />
        ) : (
          <Stack gap={4}>
            <SimpleGrid cols={4} spacing="xs">
              {[0, 1, 2, 3].map((i) => (
                <TextInput key={i} label={t('form.axis', { n: i + 1 })} data-testid={`placement-axis-${i + 1}`} {...form.getInputProps(`axes.${i}`)} error={undefined} />
              ))}
            </SimpleGrid>
            {form.errors.axes && (
              <Text size="xs" c="red" data-testid="placement-axes-error">
                {form.errors.axes}
              </Text>
            )}
          </Stack>
        )}
        <Select
          label={t('form.supplier')}
          required
          searchable
          data={(suppliers.data ?? []).map((item) => ({ value: item.id, label: item.flag ? t('form.homologated', { name: item.name }) : item.name }))}
          comboboxProps={{ withinPortal: true }}
          data-testid="placement-supplier"
          {...form.getInputProps('supplier_id')}
        />
        <Select
          label={t('form.type')}
          required
          searchable
          data={(types.data ?? []).map((item) => ({ value: item.id, label: t('form.typeOption', { name: item.name, mpa: item.strength_mpa ?? '—' }) }))}
          comboboxProps={{ withinPortal: true }}
          data-testid="placement-type"
          {...form.getInputProps('type_id')}
        />
        <TextInput label={t('form.guide')} data-testid="placement-guide" {...form.getInputProps('guide')} />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="placement-submit">
            {placement ? t('form.save') : t('form.associate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The placement's drawer: new on the picked elements, or an edit of one of the table. */
export function PlacementDrawer({ opened, ...rest }: PlacementFormProps & { opened: boolean }) {
  const { t } = useTranslation(['concrete-placements', 'common']);
  return (
    <Drawer
      opened={opened}
      onClose={rest.onClose}
      position="right"
      size="md"
      title={rest.placement ? t('form.editTitle', { number: rest.placement.number }) : t('form.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <PlacementForm {...rest} />}
    </Drawer>
  );
}
