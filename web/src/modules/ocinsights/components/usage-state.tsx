import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';

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
  const { t } = useTranslation('ocinsights');
  return <LoadError title={t('errors.loadTitle')} message={message} onRetry={onRetry} testId="usage-load-error" />;
}
