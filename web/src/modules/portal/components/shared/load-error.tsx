import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';

/** A screen that could not load: the server's message (in the owner's language) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : t('errors.default');
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadTitle')} role="alert" data-testid="load-error" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
