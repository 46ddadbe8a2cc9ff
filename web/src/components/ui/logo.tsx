import { Group, Text } from '@mantine/core';

/** The Obra mark and word; the mark is inline SVG so nothing loads from outside. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" data-testid="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-filled)" />
        <path d="M8 24V12l8-5 8 5v12h-5v-7h-6v7z" fill="#fff" />
      </svg>
      <Text fw={800} fz={size * 0.75} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Obra
      </Text>
    </Group>
  );
}
