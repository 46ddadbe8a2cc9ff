import { Anchor, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent } from './stats-format';

/** Figures line up by their digits. */
const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

export interface CountsTableRow {
  key: string;
  label: string;
  value: number;
  /** A Mantine colour name: the swatch ties the row to its bar or slice (the charts have no legend). */
  color?: string;
  /** The row's label opens this route (an age bucket opens the filtered requests list). */
  href?: string;
  linkLabel?: string;
}

interface CountsTableProps {
  /** The id of the card's title: the table is named after its chart. */
  labelledBy: string;
  /** Header of the first column (Estado, Lugar…). */
  header: string;
  rows: CountsTableRow[];
  /** Adds each row's share of the total and a total row. */
  withTotal?: boolean;
  testId?: string;
}

/**
 * The numbers of a chart as a compact table: what a screen reader reads (the chart itself is hidden from it), and
 * what anyone can copy. A row can link to the list it counts.
 */
export function CountsTable({ labelledBy, header, rows, withTotal = false, testId }: CountsTableProps) {
  const { t, i18n } = useTranslation('warranties-stats');
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <Table aria-labelledby={labelledBy} verticalSpacing={4} horizontalSpacing="xs" fz="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{header}</Table.Th>
          <Table.Th ta="right">{t('table.count')}</Table.Th>
          {withTotal && <Table.Th ta="right">{t('table.share')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-key={row.key}>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                {row.color && <ColorSwatch color={`var(--mantine-color-${row.color}-6)`} size={10} withShadow={false} aria-hidden />}
                {row.href ? (
                  <Anchor component={Link} to={row.href} size="sm" aria-label={row.linkLabel}>
                    {row.label}
                  </Anchor>
                ) : (
                  <Text size="sm" lineClamp={2}>
                    {row.label}
                  </Text>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right" style={NUMERIC} data-testid="count">
              {row.value}
            </Table.Td>
            {withTotal && (
              <Table.Td ta="right" c="dimmed">
                {total > 0 ? formatPercent(row.value / total, i18n.language) : '—'}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {withTotal && (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('table.total')}</Table.Th>
            <Table.Th ta="right" style={NUMERIC} data-testid="total">
              {total}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
