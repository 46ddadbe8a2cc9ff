import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { get: 'blue', post: 'teal', put: 'orange', patch: 'yellow', delete: 'red' };

/** An HTTP method as a small coloured tag, the same width for every verb so the names line up. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge size="xs" radius="sm" variant="light" color={COLORS[method] ?? 'gray'} w={54} style={{ flexShrink: 0 }}>
      {method.toUpperCase()}
    </Badge>
  );
}
