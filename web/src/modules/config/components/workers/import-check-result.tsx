import { Alert, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IdKind, WorkerImportResult } from '../../api/worker-types';
import { fieldLabelKey } from './import-columns';

/** What the dry run found: every error by row (nothing is written while any is left), or how many rows are ready. */
export function ImportCheckResult({ result, kind }: { result: WorkerImportResult; kind: IdKind }) {
  const { t } = useTranslation('config-workers');
  if (result.rows_total === 0) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={20} />} data-testid="import-empty">
        {t('import.noRows')}
      </Alert>
    );
  }
  if (result.error_count === 0) {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={20} />} data-testid="import-valid">
        {t('import.valid', { count: result.valid_rows })}
      </Alert>
    );
  }
  const rows = new Set(result.errors.map((error) => error.row)).size;
  return (
    <>
      <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('import.errorsTitle', { count: result.error_count })} data-testid="import-invalid">
        {t('import.errorsBody', { rows, valid: result.valid_rows, total: result.rows_total })}
      </Alert>
      {result.error_count > result.errors.length && (
        <Text size="sm" c="dimmed">
          {t('import.truncated', { shown: result.errors.length, total: result.error_count })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560} mah={320}>
        <Table withTableBorder verticalSpacing="xs" fz="sm" stickyHeader data-testid="import-errors-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70} ta="center">
                {t('import.columns.row')}
              </Table.Th>
              <Table.Th>{t('import.columns.field')}</Table.Th>
              <Table.Th>{t('import.columns.value')}</Table.Th>
              <Table.Th>{t('import.columns.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${error.field}-${index}`} data-testid="import-error-row" data-row={error.row}>
                <Table.Td ta="center" fw={700}>
                  {error.row}
                </Table.Td>
                <Table.Td>{t(fieldLabelKey(error.field, kind), { defaultValue: error.field })}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" c={error.value ? undefined : 'dimmed'}>
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
  );
}
