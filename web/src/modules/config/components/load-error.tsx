import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  title: string;
  /** What to check (the screen's own words). */
  hint: string;
  onRetry: () => void;
  testId: string;
}

/** Something the screen needs could not be loaded: say so in place, with a retry. */
export function LoadError({ title, hint, onRetry, testId }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={title} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{hint}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
