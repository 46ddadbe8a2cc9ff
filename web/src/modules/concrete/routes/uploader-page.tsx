import { Text } from '@mantine/core';

/** Placeholder until the screen lands. */
export default function Page() {
  return <Text c="dimmed">…</Text>;
}
