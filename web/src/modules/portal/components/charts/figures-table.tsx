import { ColorSwatch, Group, Table, Text } from '@mantine/core';

export interface FigureRow {
  key: string;
  label: string;
  value: string;
  /** A Mantine colour name: ties the row to its bar or slice. */
  color?: string;
}

/** A chart's numbers as a small table: what a screen reader reads and anyone can copy. */
export function FiguresTable({ labelledBy, header, valueHeader, rows, testId }: { labelledBy: string; header: string; valueHeader: string; rows: FigureRow[]; testId?: string }) {
  return (
    <Table aria-labelledby={labelledBy} verticalSpacing={4} horizontalSpacing="xs" fz="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{header}</Table.Th>
          <Table.Th ta="right">{valueHeader}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-key={row.key}>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                {row.color && <ColorSwatch color={`var(--mantine-color-${row.color}-6)`} size={10} withShadow={false} aria-hidden />}
                <Text size="sm">{row.label}</Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
