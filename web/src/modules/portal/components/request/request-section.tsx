import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of the request page. */
export function RequestSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} fz="xl" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
