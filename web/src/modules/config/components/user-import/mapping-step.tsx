import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { columnLabel, exampleOf } from './column-label';
import { SampleTable } from './sample-table';
import type { ImportWizard } from './use-import-wizard';
import { MAPPING_FIELDS, REQUIRED_FIELDS, type MappingField } from './wizard-state';

/** Step 2: which column of the file holds each field, pre-filled with the server's suggestion. */
export function MappingStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const { upload } = wizard;
  if (!upload) return null;
  const { mapping } = wizard.choices;
  const columns = upload.columns.map((header, column) => ({ value: String(column), label: columnLabel(t, header, column) }));

  const set = (field: MappingField, value: string | null) =>
    wizard.change((current) => ({ ...current, mapping: { ...current.mapping, [field]: value === null ? null : Number(value) } }));

  const errorOf = (field: MappingField) => {
    if (wizard.attempted && REQUIRED_FIELDS.includes(field) && mapping[field] === null) return t('mapping.required');
    return wizard.refusal.errors[`mapping.${field}`]?.[0];
  };

  const descriptionOf = (field: MappingField) => {
    const example = exampleOf(upload.sample, mapping[field]);
    if (example) return t('mapping.example', { value: example });
    return field === 'profile' ? t('mapping.profileHint') : undefined;
  };

  return (
    <Stack gap="lg" data-testid="import-step-mapping">
      <Text size="sm">{t('mapping.intro')}</Text>
      <SimpleGrid minColWidth={200} spacing="md" verticalSpacing="sm">
        {MAPPING_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`fields.${field}`)}
            withAsterisk={REQUIRED_FIELDS.includes(field)}
            placeholder={t('mapping.placeholder')}
            data={columns}
            value={mapping[field] === null ? null : String(mapping[field])}
            onChange={(value) => set(field, value)}
            clearable
            description={descriptionOf(field)}
            // One line per description keeps the selects of a row aligned; long examples are cut.
            styles={{ description: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
            error={errorOf(field)}
            data-testid={`import-map-${field}`}
          />
        ))}
      </SimpleGrid>
      <SampleTable upload={upload} mapping={mapping} />
    </Stack>
  );
}
