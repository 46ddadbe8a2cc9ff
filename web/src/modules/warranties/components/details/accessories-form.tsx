import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSaveDetails } from '../../api/save-details';
import type { Accessory, DetailsOut } from '../../api/types';

interface AccessoriesFormProps {
  unitId: string;
  details: DetailsOut;
  readOnly: boolean;
}

interface AccessoryRow extends Accessory {
  key: string;
}

let counter = 0;
const fresh = (): AccessoryRow => ({ key: `new-${(counter += 1)}`, id: null, name: '', delivered: false, quantity: 1 });

/** What is handed over with the unit (keys, remote controls, manuals): name, delivered or not, how many. */
export function AccessoriesForm({ unitId, details, readOnly }: AccessoriesFormProps) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const save = useSaveDetails();
  const form = useForm<{ accessories: AccessoryRow[] }>({
    initialValues: { accessories: details.accessories.map((accessory, index) => ({ ...accessory, key: accessory.id ?? `row-${index}` })) },
    validate: {
      accessories: {
        name: (value) => (value.trim() === '' ? t('validation.required') : null),
        quantity: (value) => (Number.isInteger(value) && value >= 0 ? null : t('details.quantityInvalid')),
      },
    },
  });

  const submit = form.onSubmit(async ({ accessories }) => {
    try {
      // The meters travel too, as they were loaded.
      const body = accessories.map(({ id, name, delivered, quantity }) => ({ ...(id ? { id } : {}), name: name.trim(), delivered, quantity }));
      await save.mutateAsync({ unitId, meters: details.meters, accessories: body });
      notifySuccess(t('details.accessoriesSaved', { count: body.length }));
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      const placed = Object.entries(error.errors).filter(([field]) => /^accessories\.\d+\./.test(field));
      for (const [field, messages] of placed) form.setFieldError(field, messages[0] ?? '');
      if (error.status !== 422 || placed.length === 0) notifyApiError(error);
    }
  });

  const rows = form.values.accessories;
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="accessories-form">
        <Stack gap="md">
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="accessories-empty">
              {t('details.accessoriesEmpty')}
            </Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('details.accessory')}</Table.Th>
                  <Table.Th w={110}>{t('details.delivered')}</Table.Th>
                  <Table.Th w={140}>{t('details.quantity')}</Table.Th>
                  <Table.Th w={50} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row.key} data-testid="accessory-row">
                    <Table.Td>
                      <TextInput aria-label={t('details.accessoryName', { number: index + 1 })} readOnly={readOnly} {...form.getInputProps(`accessories.${index}.name`)} />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('details.deliveredOf', { number: index + 1 })}
                        disabled={readOnly}
                        {...form.getInputProps(`accessories.${index}.delivered`, { type: 'checkbox' })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput aria-label={t('details.quantityOf', { number: index + 1 })} min={0} allowDecimal={false} readOnly={readOnly} {...form.getInputProps(`accessories.${index}.quantity`)} />
                    </Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <ActionIcon variant="subtle" color="red" aria-label={t('details.removeAccessory', { number: index + 1 })} onClick={() => form.removeListItem('accessories', index)}>
                          <IconTrash size={18} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {!readOnly && (
            <Group justify="space-between">
              <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('accessories', fresh())}>
                {t('details.addAccessory')}
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} data-testid="save-accessories">
                {t('details.saveAccessories')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
