import { Badge, Card, Divider, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ModuleKey } from '@/lib/session';
import { ActivationRequestPanel } from './activation-request';

/** What the app's module gate hands to every module page. */
export interface ModulePageProps {
  module: ModuleKey;
  icon: Icon;
  access: 'granted' | 'plan';
  activation: { kind: 'upgrade' | 'activation'; canRequest: boolean } | null;
}

const FEATURES = ['feature1', 'feature2', 'feature3'] as const;

/**
 * A module's landing page: what the module does (its namespace's `landing.*` keys) and, when the plan
 * lacks it, the upgrade or activation request.
 */
export function ModuleLanding({ module, icon: ModuleIcon, access, activation, namespace }: ModulePageProps & { namespace: string }) {
  const { t } = useTranslation([namespace, 'common']);
  return (
    <Stack gap="lg" maw={880} mx="auto" py="md" data-testid={`landing-${module}`}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={56} radius="md" variant="light">
              <ModuleIcon size={30} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Group gap="sm">
                <Title order={2}>{t('landing.title')}</Title>
                {access === 'granted' ? (
                  <Badge color="green" variant="light">
                    {t('common:landing.enabledBadge')}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    {t('common:landing.lockedBadge')}
                  </Badge>
                )}
              </Group>
              <Text size="md">{t('landing.description')}</Text>
            </Stack>
          </Group>
          <List spacing="xs" icon={<ThemeIcon size={22} radius="xl" color="teal" variant="light"><IconCheck size={14} /></ThemeIcon>}>
            {FEATURES.map((key) => (
              <List.Item key={key}>{t(`landing.${key}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('common:landing.benefits')}
          </Text>
          {access === 'plan' && activation && (
            <>
              <Divider />
              <ActivationRequestPanel module={module} kind={activation.kind} canRequest={activation.canRequest} />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
