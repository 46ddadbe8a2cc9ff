import { Text } from '@mantine/core';

/** The unit at the end of a number input (m³, MPa), in the input's own size. */
export function Unit({ children }: { children: string }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}
