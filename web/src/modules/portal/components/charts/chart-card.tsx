import { Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  hint?: string;
  /** The drawing, hidden from assistive technology: the table carries the same numbers. */
  chart: ReactNode;
  /** The numbers, told which element names them. */
  table: (labelledBy: string) => ReactNode;
  testId?: string;
}

/** A titled card with a chart and its numbers in a table, side by side when the card is wide enough. */
export function ChartCard({ title, hint, chart, table, testId }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg" id={titleId}>
            {title}
          </Title>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        <SimpleGrid type="container" cols={{ base: 1, '460px': 2 }} spacing="md" verticalSpacing="xs">
          <Box aria-hidden miw={0}>
            {chart}
          </Box>
          <Box miw={0}>{table(titleId)}</Box>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
