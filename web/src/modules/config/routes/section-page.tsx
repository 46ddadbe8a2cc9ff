import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { configSections } from '../sections';

/** A configuration section: its title, what is managed there, and its sub-sections. */
export function SectionPage() {
  const { t } = useTranslation('config');
  const path = useParams()['*'] ?? '';
  const section = configSections.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`));
  useHelpKey('config.sections');
  if (!section) return null;
  const Icon = section.icon;
  const children = (section.children ?? []).filter((child) => !child.path.includes(':'));

  return (
    <Card withBorder radius="md" padding="xl" data-testid={`config-section-${section.key}`}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light">
          <Icon size={26} />
        </ThemeIcon>
        <Title order={3}>{t(`sections.${section.key}.title`)}</Title>
        <Text>{t(`sections.${section.key}.description`)}</Text>
        {children.length > 0 && (
          <List spacing={4}>
            {children.map((child) => (
              <List.Item key={child.path}>
                <Anchor component={Link} to={`/config/${section.path}/${child.path}`}>
                  {t(`sections.${section.key}.children.${child.path}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
