import { Alert, Badge, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TryState } from './use-try-request';

/** What "Probar" got back: the status, and the body pretty-printed. */
export function TryResultView({ state }: { state: TryState }) {
  const { t } = useTranslation('config-api-docs');
  if (state.kind === 'failed') {
    return (
      <Alert color="red" title={t('v1.try.failed')} data-testid="api-try-failed">
        {t('v1.try.failedHint')}
      </Alert>
    );
  }
  if (state.kind !== 'done') return null;
  const { result } = state;
  const ok = result.status >= 200 && result.status < 300;
  return (
    <Stack gap="xs" data-testid="api-try-result" data-status={result.status}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('v1.try.status')}
        </Text>
        <Badge color={ok ? 'teal' : 'red'} variant="light" data-testid="api-try-status">
          {`${result.status} ${result.statusText}`.trim()}
        </Badge>
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        <Code block data-testid="api-try-body">
          {result.body || t('v1.try.emptyBody')}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
