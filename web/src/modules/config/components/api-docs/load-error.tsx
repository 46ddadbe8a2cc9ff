import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The OpenAPI document could not be loaded: say so in place, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['config-api-docs', 'common']);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('loadError.title')} data-testid="api-docs-load-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('loadError.hint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
