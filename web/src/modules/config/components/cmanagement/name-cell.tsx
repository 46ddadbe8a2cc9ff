import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A row's name in bold, with badges (`children`) beside it, and its description, if any, below it. */
export function NameCell({ name, description, children }: { name: string; description: string | null; children?: ReactNode }) {
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {children}
      </Group>
      {description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
