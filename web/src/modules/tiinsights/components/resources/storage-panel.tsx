import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import type { StorageOut } from '../../api/types';
import { storageRows } from './resource-format';

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

/** Files and bytes each company keeps in the object store, largest first. */
export function StoragePanel({ storage }: { storage: StorageOut[] }) {
  const { t, i18n } = useTranslation('tiinsights');
  const rows = storageRows(storage, i18n.language);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="resources-storage">
        {t('resources.storage.empty')}
      </Text>
    );
  }
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const totalBytes = rows.reduce((sum, row) => sum + row.bytes, 0);
  const totalFiles = rows.reduce((sum, row) => sum + row.files, 0);
  return (
    <Table withTableBorder verticalSpacing={6} fz="sm" data-testid="resources-storage">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('resources.storage.company')}</Table.Th>
          <Table.Th ta="right">{t('resources.storage.files')}</Table.Th>
          <Table.Th ta="right">{t('resources.storage.size')}</Table.Th>
          <Table.Th w="30%">{t('resources.storage.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.company_id ?? 'provider'}>
            <Table.Td>
              {row.company_id ? (
                <>
                  <Text size="sm">{row.name}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {row.company_id}
                  </Text>
                </>
              ) : (
                <Text size="sm" fs="italic">
                  {t('resources.storage.provider')}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={NUMERIC}>
              {count(row.files)}
            </Table.Td>
            <Table.Td ta="right" style={NUMERIC} data-testid="storage-size">
              {row.size}
            </Table.Td>
            <Table.Td>
              <Progress value={row.share * 100} size="sm" aria-label={t('resources.storage.shareOf', { name: row.company_id ? row.name : t('resources.storage.provider') })} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('resources.storage.total')}</Table.Th>
          <Table.Th ta="right" style={NUMERIC}>
            {count(totalFiles)}
          </Table.Th>
          <Table.Th ta="right" style={NUMERIC}>
            {formatBytes(totalBytes, i18n.language)}
          </Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
