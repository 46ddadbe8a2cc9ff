import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Advance } from '../../api/types';

/**
 * m³ poured up to the day by element kind and storey, beside the m³ the model plans for them (its elements'
 * volumes, by each kind's IFC class) and the share poured, with the totals. Without volumes in the model the
 * planned columns stay out.
 */
export function AdvanceTable({ advance }: { advance: Pick<Advance, 'by_element' | 'poured_m3' | 'planned_m3'> }) {
  const { t, i18n } = useTranslation('concrete-advance');
  const rows = advance.by_element;
  const m3 = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const planned = advance.planned_m3 != null;
  const share = (poured: number, plan?: number | null) => (plan ? percent.format(poured / plan) : '—');
  const nothingPoured = rows.every((row) => row.placements === 0);
  return (
    <div>
      <Text size="sm" fw={700} mb={4} id="concrete-advance-table-title">
        {t('table.title')}
      </Text>
      {nothingPoured && (
        <Text size="xs" c="dimmed" mb={4} data-testid="concrete-advance-table-empty">
          {t('table.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={planned ? 280 : 240}>
          <Table striped withTableBorder fz="xs" horizontalSpacing={6} aria-labelledby="concrete-advance-table-title" data-testid="concrete-advance-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.element')}</Table.Th>
                <Table.Th>{t('table.storey')}</Table.Th>
                <Table.Th ta="right">{t('table.placements')}</Table.Th>
                <Table.Th ta="right">{t('table.m3')}</Table.Th>
                {planned && <Table.Th ta="right">{t('table.planned')}</Table.Th>}
                {planned && <Table.Th ta="right">{t('table.share')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.element_name}\u0000${row.storey ?? ''}`}>
                  <Table.Td>{row.element_name || t('table.noElement')}</Table.Td>
                  <Table.Td>{row.storey ?? t('table.noStorey')}</Table.Td>
                  <Table.Td ta="right">{count.format(row.placements)}</Table.Td>
                  <Table.Td ta="right">{m3.format(row.poured_m3)}</Table.Td>
                  {planned && <Table.Td ta="right">{row.planned_m3 != null ? m3.format(row.planned_m3) : '—'}</Table.Td>}
                  {planned && <Table.Td ta="right">{share(row.poured_m3, row.planned_m3)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{t('table.total')}</Table.Th>
                <Table.Th ta="right" data-testid="concrete-advance-total">
                  {m3.format(advance.poured_m3)}
                </Table.Th>
                {planned && (
                  <Table.Th ta="right" data-testid="concrete-advance-planned">
                    {m3.format(advance.planned_m3 ?? 0)}
                  </Table.Th>
                )}
                {planned && <Table.Th ta="right">{share(advance.poured_m3, advance.planned_m3)}</Table.Th>}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      {planned && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('table.plannedHint')}
        </Text>
      )}
    </div>
  );
}
