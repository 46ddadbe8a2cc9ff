import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Kpi {
  key: string;
  label: string;
  value: string;
}

/** A row of headline numbers over the charts. */
export function KpiTiles({ items }: { items: Kpi[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: items.length }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.key} withBorder radius="md" px="md" py="sm" data-testid={`kpi-${item.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text fz={26} fw={700} lh={1.2} data-testid="kpi-value">
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
