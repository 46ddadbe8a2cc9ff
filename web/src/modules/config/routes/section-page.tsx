import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { NoPermissionPage } from '@/components/ui/no-permission-page';
import { useMe } from '@/lib/session';
import { canOpenSection, configSections } from '../sections';

/** A configuration section: its title, what is managed there, and its sub-sections. */
export function SectionPage() {
  const { t } = useTranslation('config');
  const path = useParams()['*'] ?? '';
  const section = configSections.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`));
  const { permissions } = useMe();
  useHelpKey('config.sections');
  if (!section) return null;
  // The overview of a section the profile cannot open is as closed as its screens.
  if (!canOpenSection(section, permissions)) return <NoPermissionPage />;
  const Icon = section.icon;
  const children = (section.children ?? []).filter((child) => !child.path.includes(':'));
  // A sub-section (`integraciones/webhooks/...`) is titled by its own label under the section's name.
  const childPath = path.slice(section.path.length + 1).split('/')[0] ?? '';
  const current = children.find((child) => child.path === childPath);

  return (
    <Card withBorder radius="md" padding="xl" data-testid={`config-section-${section.key}`}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light">
          <Icon size={26} />
        </ThemeIcon>
        <div>
          {current && (
            <Text size="sm" c="dimmed" fw={600}>
              {t(`sections.${section.key}.title`)}
            </Text>
          )}
          <Title order={3}>
            {current ? t(`sections.${section.key}.children.${current.path}`) : t(`sections.${section.key}.title`)}
          </Title>
        </div>
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
