import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface UsageCardProps {
  title: string;
  hint?: string;
  actions?: ReactNode;
  /** The card's body, told which element names it (a table is labelled by the card's title). */
  children: (titleId: string) => ReactNode;
  testId?: string;
}

/** One figure of the dashboard: a titled card holding a chart and its numbers. */
export function UsageCard({ title, hint, actions, children, testId }: UsageCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={4} id={titleId}>
              {title}
            </Title>
            {hint && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
          {actions}
        </Group>
        {children(titleId)}
      </Stack>
    </Card>
  );
}
