import { Group, Stack, Text } from '@mantine/core';

/** The Obra mark in the portal's primary colour (the company's inside its iframe), with an optional second line. */
export function PortalLogo({ subtitle }: { subtitle?: string | null }) {
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <svg width={30} height={30} viewBox="0 0 32 32" aria-hidden style={{ flex: 'none' }}>
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path d="M8 24V12l8-5 8 5v12h-5v-7h-6v7z" fill="var(--mantine-primary-color-contrast)" />
      </svg>
      <Stack gap={0} miw={0}>
        <Text fw={800} fz={18} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
          Obra
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" lh={1.2} truncate="end">
            {subtitle}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
