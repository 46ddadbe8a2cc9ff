import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Something of the configuration could not be read: say which, in place, with a retry. */
export function LoadError({ title, onRetry, testId }: { title: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation(['concrete-config', 'common']);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={title} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('errors.hint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
