import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No request in the range (a new company, or a quiet period or project). */
export function UsageEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('ocinsights');
  return (
    <Stack align="center" gap="sm" p="xl" maw={520} mx="auto" ta="center" data-testid="usage-empty">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconChartLine size={30} />
      </ThemeIcon>
      <Title order={4}>{t('empty.title')}</Title>
      <Text size="sm" c="dimmed">
        {filtered ? t('empty.filtered') : t('empty.description')}
      </Text>
    </Stack>
  );
}

/** The figures could not be loaded: the server's message, with a retry. */
export function UsageLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['ocinsights', 'common']);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('errors.loadTitle')} data-testid="usage-load-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
