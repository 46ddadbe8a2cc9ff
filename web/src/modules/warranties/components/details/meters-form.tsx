import { Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSaveDetails } from '../../api/save-details';
import type { DetailsOut, Meter, MeterKind } from '../../api/types';
import { sortMeters } from './meters';

interface MetersFormProps {
  unitId: string;
  details: DetailsOut;
  readOnly: boolean;
}

interface MeterValues {
  meters: { kind: MeterKind; number: string; reading: string }[];
}

const toMeter = (row: MeterValues['meters'][number]): Meter => ({ kind: row.kind, number: row.number.trim() || null, reading: row.reading.trim() || null });

/** The five meters (Luz, Agua fría, Agua caliente, Gas, Calefacción), each with its number and reading. */
export function MetersForm({ unitId, details, readOnly }: MetersFormProps) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const save = useSaveDetails();
  const form = useForm<MeterValues>({
    initialValues: { meters: sortMeters(details.meters).map((meter) => ({ kind: meter.kind, number: meter.number ?? '', reading: meter.reading ?? '' })) },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // The accessories travel too, as they were loaded.
      await save.mutateAsync({ unitId, meters: values.meters.map(toMeter), accessories: details.accessories });
      notifySuccess(t('details.metersSaved'));
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      const placed = Object.entries(error.errors).filter(([field]) => /^meters\.\d+\./.test(field));
      for (const [field, messages] of placed) form.setFieldError(field, messages[0] ?? '');
      if (error.status !== 422 || placed.length === 0) notifyApiError(error);
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="meters-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('details.metersIntro')}
          </Text>
          <Table verticalSpacing="xs" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">{t('details.meter')}</Table.Th>
                <Table.Th>{t('details.number')}</Table.Th>
                <Table.Th>{t('details.reading')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.meters.map((meter, index) => {
                const label = t(`details.kinds.${meter.kind}`, { defaultValue: meter.kind });
                return (
                  <Table.Tr key={meter.kind} data-testid="meter-row" data-kind={meter.kind}>
                    <Table.Td>
                      <Text fw={500}>{label}</Text>
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={t('details.numberOf', { meter: label })} readOnly={readOnly} {...form.getInputProps(`meters.${index}.number`)} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={t('details.readingOf', { meter: label })} readOnly={readOnly} {...form.getInputProps(`meters.${index}.reading`)} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} data-testid="save-meters">
                {t('details.saveMeters')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
