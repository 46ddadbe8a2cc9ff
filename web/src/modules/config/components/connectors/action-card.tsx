import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ActionCardProps {
  title: string;
  body: string;
  /** Why the action is off (the connector is not active), in place of a silent disabled button. */
  hint?: string | null;
  action: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** One thing the connector does on demand: what it does, its button, and below, how the last run went. */
export function ActionCard({ title, body, hint, action, children, testId }: ActionCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} maw={560} style={{ flex: '1 1 280px' }}>
            <Title order={4}>{title}</Title>
            <Text size="sm" c="dimmed">
              {body}
            </Text>
            {hint && (
              <Text size="xs" c="orange">
                {hint}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
