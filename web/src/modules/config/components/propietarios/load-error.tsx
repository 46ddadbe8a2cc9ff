import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A screen's data could not be loaded: say so in place, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('shared.loadError')} data-testid="propietarios-load-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('shared.loadErrorHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
