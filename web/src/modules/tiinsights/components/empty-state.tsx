import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Nothing to show yet, said in place (not a whole page): an icon, a title and what to do. */
export function EmptyState({ icon, title, description, testId }: { icon: ReactNode; title: string; description: string; testId?: string }) {
  return (
    <Stack align="center" gap="xs" p="xl" maw={520} mx="auto" ta="center" data-testid={testId}>
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Title order={4}>{title}</Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
