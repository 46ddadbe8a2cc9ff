import { Alert, Badge, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SqlOut, SqlValue } from '../../api/types';
import { saveFile } from '@/lib/api/download';
import { csvText, toCsv } from './csv';

const CELL = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const MONO = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } as const;

/** NULL stands apart from the text 'NULL' and from an empty string. */
function Cell({ value }: { value: SqlValue | undefined }) {
  if (value === null || value === undefined) {
    return (
      <Badge size="xs" variant="outline" color="gray" radius="sm" tt="none" data-null>
        NULL
      </Badge>
    );
  }
  const text = csvText(value);
  const numeric = typeof value === 'number';
  return (
    <Text span inherit title={text.length > 40 || text.includes('\n') ? text : undefined} c={typeof value === 'boolean' ? 'violet' : undefined} style={numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}>
      {text.length > 200 ? `${text.slice(0, 200)}…` : text}
    </Text>
  );
}

/** A statement's answer: the row count and time, the notice of a cut result, the grid, and the CSV of it. */
export function ResultGrid({ result, fileName }: { result: SqlOut; fileName: string }) {
  const { t, i18n } = useTranslation('tiinsights');
  const count = new Intl.NumberFormat(i18n.language).format(result.rows.length);
  const exportCsv = () => saveFile(new Blob([toCsv(result.columns, result.rows)], { type: 'text/csv;charset=utf-8' }), fileName);
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" data-testid="sql-summary">
          {t('editor.summary', { count: result.rows.length, rows: count, ms: result.elapsed_ms })}
        </Text>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={exportCsv} disabled={result.columns.length === 0} data-testid="sql-export-csv">
          {t('editor.exportCsv')}
        </Button>
      </Group>
      {result.truncated && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="sql-truncated">
          {t('editor.truncated', { max: new Intl.NumberFormat(i18n.language).format(1000) })}
        </Alert>
      )}
      {result.columns.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.noColumns')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': t('editor.resultLabel') }}>
          <Table stickyHeader striped highlightOnHover withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing="xs" style={MONO} data-testid="sql-result">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right" c="dimmed" w={48}>
                  #
                </Table.Th>
                {result.columns.map((column, index) => (
                  <Table.Th key={`${index}-${column}`} style={{ whiteSpace: 'nowrap' }}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={result.columns.length + 1} ta="center" c="dimmed" data-testid="sql-no-rows">
                    {t('editor.noRows')}
                  </Table.Td>
                </Table.Tr>
              )}
              {result.rows.map((row, rowIndex) => (
                // Rows have no key of their own; their order is the answer's and never changes in place.
                <Table.Tr key={rowIndex}>
                  <Table.Td ta="right" c="dimmed">
                    {rowIndex + 1}
                  </Table.Td>
                  {result.columns.map((column, index) => (
                    // One line per row, long values cut with an ellipsis (the whole value is the cell's tooltip).
                    <Table.Td key={`${index}-${column}`} maw={360} style={CELL}>
                      <Cell value={row[index]} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
