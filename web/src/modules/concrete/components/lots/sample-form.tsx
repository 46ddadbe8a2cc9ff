import { ActionIcon, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCatalog } from '../../api/catalog';
import { useSaveSample } from '../../api/samples';
import type { Sample } from '../../api/types';
import { oneDecimal } from '../placements/format';
import { MAX_SPECIMENS, SAMPLE_FIELDS, sampleBody, sampleInitial, type SampleValues } from './sample-values';

interface SampleFormProps {
  projectId: string;
  lotId: string;
  /** The sample edited, or null for a new one. */
  sample: Sample | null;
  onDone: () => void;
}

/** A sample of the lot: code, laboratory, dates, age and up to six specimens' strengths (one decimal at most). */
export function SampleForm({ projectId, lotId, sample, onDone }: SampleFormProps) {
  const { t } = useTranslation(['concrete-lots', 'common']);
  const save = useSaveSample(projectId, lotId);
  const labs = useCatalog('laboratories');
  const form = useForm<SampleValues>({
    initialValues: sampleInitial(sample),
    validate: {
      // The inputs take any decimals (a decimalScale would cut them silently): more than one is refused here.
      specimens: (values) => (values.some((value) => typeof value === 'number' && !oneDecimal(value)) ? t('sample.oneDecimal') : null),
    },
  });

  const submit = async (values: SampleValues) => {
    try {
      const saved = await save.mutateAsync({ body: sampleBody(values), id: sample?.id });
      notifySuccess(sample ? t('sample.updated', { code: saved.code }) : t('sample.created', { code: saved.code }));
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422) {
        const placed = SAMPLE_FIELDS.filter((field) => error.fieldError(field));
        for (const field of placed) form.setFieldError(field === 'specimens_mpa' ? 'specimens' : field, error.fieldError(field) ?? '');
        if (placed.length > 0) return;
      }
      notifyApiError(error);
    }
  };

  const specimens = form.values.specimens;
  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate data-testid="sample-form">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {sample ? t('sample.editTitle', { code: sample.code }) : t('sample.newTitle')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t('sample.code')} required data-testid="sample-code" {...form.getInputProps('code')} />
            <Select
              label={t('sample.laboratory')}
              required
              data={(labs.data ?? []).map((lab) => ({ value: lab.id, label: lab.name }))}
              comboboxProps={{ withinPortal: true }}
              data-testid="sample-lab"
              {...form.getInputProps('laboratory_id')}
            />
            <TextInput type="date" label={t('sample.takenOn')} required data-testid="sample-taken" {...form.getInputProps('taken_on')} />
            <NumberInput label={t('sample.age')} required min={1} max={365} allowDecimal={false} data-testid="sample-age" {...form.getInputProps('age_days')} />
            <TextInput type="date" label={t('sample.testedOn')} data-testid="sample-tested" {...form.getInputProps('tested_on')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('sample.specimens')}
            </Text>
            <Group gap="xs" align="flex-start">
              {specimens.map((_, i) => (
                <Group key={i} gap={2} wrap="nowrap">
                  <NumberInput
                    w={90}
                    min={0}
                    max={200}
                    decimalSeparator=","
                    aria-label={t('sample.specimen', { n: i + 1 })}
                    data-testid={`sample-specimen-${i + 1}`}
                    {...form.getInputProps(`specimens.${i}`)}
                    // The error is the list's, not this input's: any change takes it back until the next save.
                    onChange={(value: number | string) => {
                      form.setFieldValue(`specimens.${i}`, value);
                      form.clearFieldError('specimens');
                    }}
                  />
                  <ActionIcon variant="subtle" color="gray" aria-label={t('sample.removeSpecimen', { n: i + 1 })} onClick={() => form.removeListItem('specimens', i)}>
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              ))}
              {specimens.length < MAX_SPECIMENS && (
                <Button variant="light" size="xs" mt={4} leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('specimens', '')} data-testid="sample-add-specimen">
                  {t('sample.addSpecimen')}
                </Button>
              )}
            </Group>
            {form.errors.specimens && (
              <Text size="xs" c="red" data-testid="sample-specimens-error">
                {form.errors.specimens}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="sample-submit">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
