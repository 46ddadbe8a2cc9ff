import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The connector could not be loaded: say so in place, with a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation(['config-connectors', 'common']);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={title} data-testid="connector-load-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('form.loadErrorHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
