import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReceivedStateProps {
  title: string;
  /** A sentence under the title (the server's refusal, for a module the user cannot open). */
  message?: string;
  icon?: ReactNode;
  color?: string;
  /** Offers "Ver todas" to drop the filters. */
  onClear?: () => void;
  testId: string;
}

/** What the received list shows instead of notifications: none, none with these filters, or a refused module. */
export function ReceivedState({ title, message, icon = <IconBellOff size={28} />, color = 'gray', onClear, testId }: ReceivedStateProps) {
  const { t } = useTranslation('config-notifications');
  return (
    <Center mih={200} data-testid={testId}>
      <Stack align="center" gap="xs" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {message && (
          <Text size="sm" c="dimmed" role="alert">
            {message}
          </Text>
        )}
        {onClear && (
          <Button variant="light" onClick={onClear}>
            {t('received.clearFilters')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
