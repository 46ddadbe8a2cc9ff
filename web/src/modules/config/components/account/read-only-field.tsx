import { Stack, Text } from '@mantine/core';

/** A value the user sees but does not edit here, under a small caption. */
export function ReadOnlyField({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
