import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Something could not be loaded: a titled alert with the server's message in place and a retry. */
export function LoadError({ title, message, onRetry, testId }: { title: string; message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={title} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
