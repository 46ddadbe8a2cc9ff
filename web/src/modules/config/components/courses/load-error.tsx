import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** The title; 'Error en la API' (SPEC §8) when left out. */
  title?: string;
  onRetry: () => void;
  testId?: string;
}

/** A list that could not be loaded: what failed, and a retry. */
export function LoadError({ title, onRetry, testId = 'courses-api-error' }: LoadErrorProps) {
  const { t } = useTranslation(['config-courses', 'common']);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={title ?? t('errors.api')} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('errors.retryHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
