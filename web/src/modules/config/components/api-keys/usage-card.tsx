import { Anchor, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** How a program uses a key: the header, what each access allows, and the per-key rate limit. */
export function UsageCard() {
  const { t } = useTranslation('config-api-keys');
  const base = `${window.location.origin}/api`;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="api-keys-usage">
      <Stack gap="sm">
        <Title order={4}>{t('usage.title')}</Title>
        <Text size="sm">{t('usage.header')}</Text>
        <Code block fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {`Authorization: Bearer obra_…\n\ncurl -H "Authorization: Bearer obra_…" ${base}/me`}
        </Code>
        <List size="sm" spacing={4}>
          <List.Item>{t('usage.read')}</List.Item>
          <List.Item>{t('usage.write')}</List.Item>
          <List.Item>{t('usage.rateLimit')}</List.Item>
        </List>
        <Anchor component={Link} to="/config/integraciones/apiV2/introduction" size="sm">
          {t('usage.docs')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
