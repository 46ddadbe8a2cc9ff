import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useSaveProjectData } from '../../api/propietarios/save-project-data';
import type { ProjectData } from '../../api/propietarios/types';
import { showSaveError } from './field-errors';

interface Values {
  address: string;
  municipal_reception_date: string;
  real_estate_name: string;
  real_estate_tax_id: string;
  legal_representative: string;
  legal_representative_tax_id: string;
}

const valuesOf = (data: ProjectData): Values => ({
  address: data.address ?? '',
  municipal_reception_date: data.municipal_reception_date ?? '',
  real_estate_name: data.real_estate_name ?? '',
  real_estate_tax_id: data.real_estate_tax_id ?? '',
  legal_representative: data.legal_representative ?? '',
  legal_representative_tax_id: data.legal_representative_tax_id ?? '',
});

/** The project's data the delivery act prints: municipal reception, the real-estate company and its legal representative. */
export function ProjectDataCard({ data }: { data: ProjectData }) {
  const { t } = useTranslation('config-propietarios');
  const save = useSaveProjectData();
  const form = useForm<Values>({ initialValues: valuesOf(data) });

  const submit = form.onSubmit((values) => {
    const text = (value: string) => value.trim() || null;
    save.mutate(
      {
        version: data.version,
        address: text(values.address),
        municipal_reception_date: text(values.municipal_reception_date),
        real_estate_name: text(values.real_estate_name),
        real_estate_tax_id: text(values.real_estate_tax_id),
        legal_representative: text(values.legal_representative),
        legal_representative_tax_id: text(values.legal_representative_tax_id),
      },
      { onSuccess: () => notifySuccess(t('project.saved')), onError: (error) => showSaveError(form, error) },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="project-data">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={4}>{t('project.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('project.intro')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('project.name')} value={data.name} readOnly description={t('project.nameHint')} />
            <TextInput type="date" label={t('project.receptionDate')} {...form.getInputProps('municipal_reception_date')} />
            <TextInput label={t('project.address')} {...form.getInputProps('address')} />
            <span />
            <TextInput label={t('project.realEstateName')} {...form.getInputProps('real_estate_name')} />
            <TextInput label={t('project.realEstateTaxId')} placeholder="76.123.456-7" {...form.getInputProps('real_estate_tax_id')} />
            <TextInput label={t('project.legalRepresentative')} {...form.getInputProps('legal_representative')} />
            <TextInput label={t('project.legalRepresentativeTaxId')} placeholder="12.345.678-5" {...form.getInputProps('legal_representative_tax_id')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} data-testid="save-project-data">
              {t('project.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
