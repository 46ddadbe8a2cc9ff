import { Paper, Text } from '@mantine/core';

/** One headline figure of a panel. */
export function StatTile({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} c={color} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="stat-value">
        {value}
      </Text>
    </Paper>
  );
}
