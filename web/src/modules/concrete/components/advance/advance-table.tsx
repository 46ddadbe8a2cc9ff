import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Advance } from '../../api/types';

/** m³ poured up to the day by element kind and storey, with the total. */
export function AdvanceTable({ rows, total }: { rows: Advance['by_element']; total: number }) {
  const { t, i18n } = useTranslation('concrete-advance');
  const m3 = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div>
      <Text size="sm" fw={700} mb={4} id="concrete-advance-table-title">
        {t('table.title')}
      </Text>
      {rows.length === 0 ? (
        <Text size="xs" c="dimmed" data-testid="concrete-advance-table-empty">
          {t('table.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder fz="xs" aria-labelledby="concrete-advance-table-title" data-testid="concrete-advance-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.element')}</Table.Th>
                <Table.Th>{t('table.storey')}</Table.Th>
                <Table.Th ta="right">{t('table.placements')}</Table.Th>
                <Table.Th ta="right">{t('table.m3')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.element_name}\u0000${row.storey ?? ''}`}>
                  <Table.Td>{row.element_name || t('table.noElement')}</Table.Td>
                  <Table.Td>{row.storey ?? t('table.noStorey')}</Table.Td>
                  <Table.Td ta="right">{count.format(row.placements)}</Table.Td>
                  <Table.Td ta="right">{m3.format(row.poured_m3)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{t('table.total')}</Table.Th>
                <Table.Th ta="right" data-testid="concrete-advance-total">
                  {m3.format(total)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
