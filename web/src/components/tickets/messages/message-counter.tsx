import { Text } from '@mantine/core';
import { useCoreTranslation } from '../ticket-core';

/** "x/1000" under a message box, red once over the limit. */
export function MessageCounter({ length, max }: { length: number; max: number }) {
  const { t } = useCoreTranslation();
  return (
    <Text size="xs" ta="right" mt={4} c={length > max ? 'red' : 'dimmed'} data-testid="message-counter" aria-live="polite">
      {t('composer.counter', { count: length, max })}
    </Text>
  );
}
