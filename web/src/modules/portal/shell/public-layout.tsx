import { Box, Center, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import { PortalLogo } from './portal-logo';
import { SchemeSwitch } from './scheme-switch';

/** The screens before sign-in: the mark, language and scheme on top, one card in the middle. */
export function PublicLayout({ children, subtitle, testId }: { children: ReactNode; subtitle?: string | null; testId?: string }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group justify="space-between" p="md" wrap="nowrap" gap="xs">
        <PortalLogo subtitle={subtitle} />
        <Group gap={6} wrap="nowrap">
          <LanguageSwitch variant="segmented" />
          <SchemeSwitch />
        </Group>
      </Group>
      <Center px="md" pb="xl" pt={{ base: 'xs', sm: 'xl' }}>
        <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460} data-testid={testId}>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
