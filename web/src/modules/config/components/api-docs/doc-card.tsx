import { Card, Code, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';

/** A titled card of the API documentation. */
export function DocCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A paragraph whose `<code>` tags become inline code (whole sentences in the locale files, never fragments). */
export function DocText({ i18nKey, values }: { i18nKey: string; values?: Record<string, string | number> }) {
  return (
    <Text size="sm">
      <Trans ns="config-api-docs" i18nKey={i18nKey} values={values} components={{ code: <Code /> }} />
    </Text>
  );
}

/** A block of code (a request, an answer), kept on its lines and scrolled sideways when too wide. */
export function DocCode({ children, testId }: { children: string; testId?: string }) {
  return (
    <Code block style={{ overflowX: 'auto' }} data-testid={testId}>
      {children}
    </Code>
  );
}
