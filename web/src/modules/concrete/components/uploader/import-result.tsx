import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConcreteImportResult, ImportKind } from '../../api/imports';
import { columnLabelKey } from './import-fields';

/** The alerts' own title shades are too pale on their backgrounds (WCAG AA): titles take the body's text colour. */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

function Figure({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0} data-testid={testId} data-value={value}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} c={color}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
    </Stack>
  );
}

/** The rows, valid rows and errors a check found; with errors, each one by row and column, and nothing written. */
export function ImportResult({ kind, result }: { kind: ImportKind; result: ConcreteImportResult }) {
  const { t } = useTranslation('concrete-uploader');
  const failed = result.error_count > 0;
  const rows = new Set(result.errors.map((error) => error.row)).size;
  return (
    <Stack gap="sm" data-testid="import-result" data-errors={result.error_count}>
      <Group gap="xl" role="group" aria-label={t('import.summary.label')}>
        <Figure label={t('import.summary.rows')} value={result.rows_total} testId="import-rows" />
        <Figure label={t('import.summary.valid')} value={result.valid_rows} testId="import-valid-rows" color={failed ? undefined : 'teal'} />
        <Figure label={t('import.summary.errors')} value={result.error_count} testId="import-error-count" color={failed ? 'red' : undefined} />
      </Group>
      {result.rows_total === 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} />} data-testid="import-empty">
          {t('import.noRows')}
        </Alert>
      )}
      {result.rows_total > 0 && !failed && (
        <Alert color="teal" icon={<IconCircleCheck size={20} />} data-testid="import-valid">
          {t('import.valid', { count: result.valid_rows })}
        </Alert>
      )}
      {failed && (
        <>
          <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('import.nothingWritten')} styles={TITLE} data-testid="import-invalid">
            {t('import.errorsBody', { count: rows })}
          </Alert>
          {result.error_count > result.errors.length && (
            <Text size="sm" c="dimmed">
              {t('import.truncated', { shown: result.errors.length, total: result.error_count })}
            </Text>
          )}
          <Table.ScrollContainer minWidth={420} mah={300}>
            <Table withTableBorder verticalSpacing="xs" fz="sm" stickyHeader aria-label={t('import.table.label')} data-testid="import-errors-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56} ta="center">
                    {t('import.table.row')}
                  </Table.Th>
                  <Table.Th>{t('import.table.column')}</Table.Th>
                  <Table.Th>{t('import.table.value')}</Table.Th>
                  <Table.Th>{t('import.table.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error, index) => (
                  <Table.Tr key={`${error.row}-${error.field}-${index}`} data-testid="import-error-row" data-row={error.row} data-field={error.field}>
                    <Table.Td ta="center" fw={700}>
                      {error.row}
                    </Table.Td>
                    <Table.Td>{t(columnLabelKey(kind, error.field), { defaultValue: error.field })}</Table.Td>
                    <Table.Td>
                      {/* A long GlobalId list would stretch the row: two lines, the whole value on hover. */}
                      <Text size="sm" c={error.value ? undefined : 'dimmed'} fs={error.value ? undefined : 'italic'} lineClamp={2} title={error.value || undefined} style={{ overflowWrap: 'break-word' }}>
                        {error.value || t('import.emptyValue')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
