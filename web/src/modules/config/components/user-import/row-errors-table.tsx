import { Badge, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '../../api/user-import-types';
import { filterErrors, groupByRow, kindCounts, pageOf } from './row-errors';

/** Spreadsheet rows per page; a row's errors always stay together. */
const ROWS_PER_PAGE = 25;

/**
 * The summary's errors listed by row: row number once per row, then field and kind, value and the server's message
 * for each error; filterable by kind.
 */
export function RowErrorsTable({ errors, total }: { errors: ImportRowError[]; total: number }) {
  const { t } = useTranslation('config-import');
  const [kind, setKind] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const kindLabel = (value: string) => t(`kinds.${value}`, { defaultValue: value });
  const groups = groupByRow(filterErrors(errors, kind));
  const pages = Math.max(1, Math.ceil(groups.length / ROWS_PER_PAGE));
  const options = [
    { value: '', label: t('summary.allKinds', { count: errors.length }) },
    ...kindCounts(errors).map(({ kind: value, count }) => ({ value, label: t('summary.kindOption', { kind: kindLabel(value), count }) })),
  ];

  return (
    <Stack gap="sm" data-testid="import-errors">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={4}>{t('summary.errorsTitle')}</Title>
        <Select
          label={t('summary.filter')}
          data={options}
          value={kind ?? ''}
          onChange={(value) => {
            setKind(value ? value : null);
            setPage(1);
          }}
          allowDeselect={false}
          w={240}
          data-testid="import-errors-filter"
        />
      </Group>
      {total > errors.length && (
        <Text size="sm" c="dimmed">
          {t('summary.errorsTruncated', { shown: errors.length, total })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm" data-testid="import-errors-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60} ta="center">
                {t('summary.errorColumns.row')}
              </Table.Th>
              <Table.Th w={150}>{t('summary.errorColumns.field')}</Table.Th>
              <Table.Th w="30%">{t('summary.errorColumns.value')}</Table.Th>
              <Table.Th>{t('summary.errorColumns.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageOf(groups, page, ROWS_PER_PAGE).flatMap((group) =>
              group.errors.map((error, index) => (
                <Table.Tr key={`${group.row}-${index}`} data-testid="import-error-row" data-row={group.row}>
                  {index === 0 && (
                    <Table.Td rowSpan={group.errors.length} ta="center" fw={700} style={{ verticalAlign: 'top' }}>
                      {group.row}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Text size="sm">{t(`fields.${error.field}`, { defaultValue: error.field })}</Text>
                      <Badge color="red" variant="light" tt="none" style={{ flexShrink: 0 }}>
                        {kindLabel(error.kind)}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {error.value === '' ? (
                      <Text size="sm" c="dimmed" fs="italic">
                        {t('summary.emptyValue')}
                      </Text>
                    ) : (
                      // A 101-character e-mail would stretch the row: two lines, the whole value on hover.
                      <Text size="sm" lineClamp={2} title={error.value} style={{ overflowWrap: 'anywhere' }}>
                        {error.value}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}
