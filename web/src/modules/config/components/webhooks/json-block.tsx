import { Code, Text } from '@mantine/core';

/** A JSON text indented for reading; shown as it came when it is not JSON. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A titled block of JSON, scrolling when long; `empty` when there is nothing to show. */
export function JsonBlock({ title, text, empty, testId }: { title: string; text: string | null | undefined; empty: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
        {title}
      </Text>
      {text ? (
        <Code block fz="xs" mah={280} style={{ overflow: 'auto', whiteSpace: 'pre' }}>
          {prettyJson(text)}
        </Code>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {empty}
        </Text>
      )}
    </div>
  );
}
