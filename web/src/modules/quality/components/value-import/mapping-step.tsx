import { Badge, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mappingProblems, type Mapping, type ValueImportWizard } from './use-value-import';

const FIELDS = ['attribute', 'value', 'deprecated'] as const;
/** The server's names for the mapping fields. */
const WIRE: Record<keyof Mapping, string> = { attribute: 'attribute_column', value: 'value_column', deprecated: 'deprecated_column' };

/** Step 2: which column holds the attribute, the value and (optionally) whether it is deprecated; the first rows. */
export function MappingStep({ wizard }: { wizard: ValueImportWizard }) {
  const { t } = useTranslation('quality');
  const { preview, mapping } = wizard;
  if (!preview) return null;
  const columnLabel = (header: string, index: number) => (header.trim() ? header : t('valueImport.mapping.column', { number: index + 1 }));
  const columns = preview.columns.map((header, index) => ({ value: String(index), label: columnLabel(header, index) }));
  const problems = wizard.attempted ? mappingProblems(mapping) : {};
  const errorOf = (field: keyof Mapping) => {
    const problem = problems[field];
    if (problem) return t(`valueImport.mapping.${problem}`);
    return wizard.refusal[WIRE[field]];
  };
  const fieldsOf = (column: number) => FIELDS.filter((field) => mapping[field] === column);

  return (
    <Stack gap="md" data-testid="value-import-mapping-step">
      <Text size="sm">{t('valueImport.mapping.intro', { count: preview.rows_total })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`valueImport.fields.${field}`)}
            withAsterisk={field !== 'deprecated'}
            description={field === 'deprecated' ? t('valueImport.mapping.deprecatedHint') : undefined}
            placeholder={t('valueImport.mapping.placeholder')}
            data={columns}
            value={mapping[field] === null ? null : String(mapping[field])}
            onChange={(value) => wizard.setMapping({ [field]: value === null ? null : Number(value) })}
            clearable={field === 'deprecated'}
            error={errorOf(field)}
            comboboxProps={{ withinPortal: true }}
            data-testid={`value-import-map-${field}`}
          />
        ))}
      </SimpleGrid>
      {wizard.refusal.form && (
        <Text c="red" size="sm" role="alert">
          {wizard.refusal.form}
        </Text>
      )}
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('valueImport.mapping.sample', { name: wizard.file?.name ?? '' })}
        </Text>
        <Table.ScrollContainer minWidth={Math.max(360, preview.columns.length * 140)}>
          <Table striped withTableBorder withColumnBorders fz="xs" verticalSpacing={6} data-testid="value-import-sample">
            <Table.Thead>
              <Table.Tr>
                {preview.columns.map((header, column) => (
                  <Table.Th key={column}>
                    <Stack gap={4}>
                      <Text size="xs" fw={700}>
                        {columnLabel(header, column)}
                      </Text>
                      <Group gap={4}>
                        {fieldsOf(column).map((field) => (
                          <Badge key={field} size="xs" variant="light" tt="none">
                            {t(`valueImport.fields.${field}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sample.map((cells, row) => (
                <Table.Tr key={row}>
                  {preview.columns.map((_, column) => (
                    <Table.Td key={column}>{cells[column] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
