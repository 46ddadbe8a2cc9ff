import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  color?: string;
  title: string;
  description: string;
  actions?: ReactNode;
  testId?: string;
}

/** Full-area message for not-found, no-permission and error states. */
export function StatusPage({ icon, color = 'gray', title, description, actions, testId }: StatusPageProps) {
  return (
    <Center mih={420} p="xl" data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        {actions}
      </Stack>
    </Center>
  );
}
