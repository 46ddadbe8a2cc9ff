import { Anchor, Badge, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { HELP_TOPICS, helpKeyOf } from '../components/help/help-topics';

/**
 * The help panel (`/tiinsights/helpPanel`): every help topic the module's screens show in the right sidebar, with its
 * key, so support can check and quote the texts in both languages.
 */
export default function HelpPanelPage() {
  useHelpKey('tiinsights.helpPanel');
  const { t } = useTranslation('tiinsights');
  return (
    <Stack gap="md" data-testid="help-panel-page">
      <PageHeader title={t('helpPanel.title')} description={t('helpPanel.description')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {HELP_TOPICS.map(({ topic, path }) => (
          <Card key={topic} withBorder radius="md" padding="md" data-testid="help-topic-card" data-help-key={helpKeyOf(topic)}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Title order={4}>{t(`help.${topic}.title`)}</Title>
                <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                  {t(`screens.${topic}`)}
                </Badge>
              </Group>
              <Code w="fit-content">{helpKeyOf(topic)}</Code>
              <Text size="sm">{t(`help.${topic}.body`)}</Text>
              <Anchor component={Link} to={path} size="sm">
                {t('helpPanel.open')}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
