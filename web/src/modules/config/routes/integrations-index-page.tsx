import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconApi, IconBraces, IconBuildingCommunity, IconCalendarStats, IconCloud, IconCube, IconId, IconKey, IconUsersGroup, IconWebhook, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';
import { useIntegrations } from '../api/get-integrations';
import { IntegrationState } from '../components/integration-state';
import { SectionHeader } from '../components/section-header';

interface Integration {
  key: 'apiV1' | 'apiV2' | 'apiKeys' | 'webhooks' | 'procore' | 'hubspot' | 'planning' | 'cloudStorage' | 'hr' | 'bim';
  to: string;
  icon: Icon;
  /** The connector's kind in GET /api/integrations, for those that have a state. */
  kind?: string;
}

const BASE = '/config/integraciones';

/** Every integration, in the order the section's own navigation lists them. */
const INTEGRATIONS: readonly Integration[] = [
  { key: 'apiV1', to: `${BASE}/api`, icon: IconApi },
  { key: 'apiV2', to: `${BASE}/apiV2/introduction`, icon: IconBraces },
  { key: 'apiKeys', to: `${BASE}/api-keys`, icon: IconKey },
  { key: 'webhooks', to: `${BASE}/webhooks`, icon: IconWebhook, kind: 'webhooks' },
  { key: 'procore', to: `${BASE}/procore`, icon: IconBuildingCommunity, kind: 'construction' },
  { key: 'hubspot', to: `${BASE}/hubspot`, icon: IconUsersGroup, kind: 'crm' },
  { key: 'planning', to: `${BASE}/planificacion`, icon: IconCalendarStats, kind: 'planning' },
  { key: 'cloudStorage', to: `${BASE}/almacenamiento`, icon: IconCloud, kind: 'cloud_storage' },
  { key: 'hr', to: `${BASE}/rrhh`, icon: IconId, kind: 'hr' },
  { key: 'bim', to: `${BASE}/bim`, icon: IconCube },
];

/** /config/integraciones/index: one card per integration, each opening its own screen. */
export default function IntegrationsIndexPage() {
  useHelpKey('config-api-docs.index');
  const { t } = useTranslation(['config-api-docs', 'config']);
  const me = useMe();
  const states = useIntegrations(me.permissions.includes('config.integrations.manage')).data ?? [];
  return (
    <Stack gap="lg" data-testid="integrations-index-page">
      <SectionHeader title={t('config:sections.integraciones.title')} description={t('config:sections.integraciones.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {INTEGRATIONS.map(({ key, to, icon: CardIcon, kind }) => (
          <Card key={key} component={Link} to={to} withBorder radius="md" padding="lg" data-testid={`integration-card-${key}`} style={{ textDecoration: 'none', color: 'inherit' }}>
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light">
                <CardIcon size={22} stroke={1.6} />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600}>{t(`index.${key}.title`)}</Text>
                  <IntegrationState state={states.find((s) => s.kind === kind)} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`index.${key}.description`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
