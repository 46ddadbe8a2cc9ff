import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHelpCircle, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseHelpKey, useHelpState } from '@/components/ui/help';

/** Right sidebar: the help topic the current screen declared with `useHelpKey`, or a short general note. */
export function HelpAside() {
  const { helpKey } = useHelpState();
  const { t } = useTranslation();
  const topic = helpKey ? parseHelpKey(helpKey) : null;

  return (
    <Stack gap="sm">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {t('help.title')}
      </Text>
      <ThemeIcon variant="light" size="lg" radius="md">
        <IconHelpCircle size={20} />
      </ThemeIcon>
      {topic ? (
        <div data-testid="help-topic" data-help-key={helpKey}>
          <Title order={4} mb={6}>
            {t(`${topic.namespace}:help.${topic.topic}.title`)}
          </Title>
          <Text size="sm">{t(`${topic.namespace}:help.${topic.topic}.body`)}</Text>
        </div>
      ) : (
        <>
          <Title order={4}>{t('help.emptyTitle')}</Title>
          <Text size="sm">{t('help.emptyBody')}</Text>
          <Button component={Link} to="/home/tareas" variant="light" leftSection={<IconListCheck size={16} />}>
            {t('help.openTasks')}
          </Button>
        </>
      )}
    </Stack>
  );
}
