import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCube, IconFileZip, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SCHEMAS = ['IFC2X3', 'IFC4', 'IFC4X3'] as const;

/** What the BIM integration accepts and how the models are seen. */
export function FormatsCard() {
  const { t } = useTranslation('config-bim');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="bim-formats">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon size={40} radius="md" variant="light">
            <IconCube size={22} />
          </ThemeIcon>
          <Title order={4}>{t('overview.formatsTitle')}</Title>
        </Group>
        <Group gap="xs">
          {SCHEMAS.map((schema) => (
            <Badge key={schema} variant="outline" tt="none">
              {schema}
            </Badge>
          ))}
        </Group>
        <List spacing="xs" size="sm" center>
          <List.Item icon={<IconFileZip size={18} aria-hidden />}>{t('overview.files', { gb: 1 })}</List.Item>
          <List.Item icon={<IconWorldWww size={18} aria-hidden />}>{t('overview.viewer')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('overview.processing')}
        </Text>
      </Stack>
    </Card>
  );
}
