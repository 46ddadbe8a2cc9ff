import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportUpload } from '../../api/user-import-types';
import { columnLabel } from './column-label';
import { MAPPING_FIELDS, type ColumnMapping } from './wizard-state';

/** The file's first rows as the server read them, each column tagged with the fields mapped to it. */
export function SampleTable({ upload, mapping }: { upload: ImportUpload; mapping: ColumnMapping }) {
  const { t } = useTranslation('config-import');
  const fieldsOf = (column: number) => MAPPING_FIELDS.filter((field) => mapping[field] === column);

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('mapping.sampleTitle', { name: upload.import.file_name })}
      </Text>
      <Table.ScrollContainer minWidth={Math.max(480, upload.columns.length * 140)}>
        <Table striped withTableBorder withColumnBorders fz="xs" verticalSpacing={6} data-testid="import-sample">
          <Table.Thead>
            <Table.Tr>
              {upload.columns.map((header, column) => (
                <Table.Th key={column} miw={130}>
                  <Stack gap={4}>
                    <Text size="xs" fw={700}>
                      {columnLabel(t, header, column)}
                    </Text>
                    <Group gap={4}>
                      {fieldsOf(column).map((field) => (
                        <Badge key={field} size="xs" variant="light" tt="none">
                          {t(`fields.${field}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {upload.sample.map((cells, row) => (
              <Table.Tr key={row}>
                {upload.columns.map((_, column) => (
                  <Table.Td key={column}>{cells[column] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
