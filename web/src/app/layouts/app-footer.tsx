import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" justify="space-between" gap="xs" wrap="nowrap" data-testid="app-footer">
      <Text size="xs" c="dimmed" truncate>
        {t('shell.footer', { year: new Date().getFullYear() })}
      </Text>
      <Anchor component={Link} to="/terms" size="xs" c="dimmed">
        {t('shell.terms')}
      </Anchor>
    </Group>
  );
}
