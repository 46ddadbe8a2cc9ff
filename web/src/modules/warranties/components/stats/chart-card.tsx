import { Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  hint?: string;
  /** Controls on the title's row (a grouping switch). */
  actions?: ReactNode;
  /** The chart, hidden from assistive technology: `table` carries the same numbers. */
  chart?: ReactNode;
  /** The numbers, told which element names them. */
  table: (labelledBy: string) => ReactNode;
  /** `side`: chart and table side by side when the card is wide enough; `stacked`: the table under the chart. */
  layout?: 'side' | 'stacked';
  testId?: string;
}

/** One figure of the statistics: a titled card with a chart and its numbers in a table. */
export function ChartCard({ title, hint, actions, chart, table, layout = 'side', testId }: ChartCardProps) {
  const titleId = useId();
  const body = (
    <>
      {chart && (
        <Box aria-hidden miw={0}>
          {chart}
        </Box>
      )}
      <Box miw={0}>{table(titleId)}</Box>
    </>
  );
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
        {layout === 'side' ? (
          // Side by side from 560 px of card width, whatever the screen: the cards sit in grids of one or two columns.
          <SimpleGrid type="container" cols={{ base: 1, '560px': 2 }} spacing="md" verticalSpacing="sm">
            {body}
          </SimpleGrid>
        ) : (
          <Stack gap="sm">{body}</Stack>
        )}
      </Stack>
    </Card>
  );
}
