import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillingOut } from '../api/types';
import { MODULE_ICONS } from './module-icons';

/** What the plan in force opens: every module with its icon, included ones first. */
export function ModulesCard({ modules }: { modules: BillingOut['modules'] }) {
  const { t } = useTranslation(['billing', 'common']);
  const ordered = [...modules].sort((a, b) => Number(b.included) - Number(a.included));
  const included = modules.filter((entry) => entry.included).length;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="billing-modules">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4}>{t('modules.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('modules.summary', { included, total: modules.length })}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
          {ordered.map(({ module, included: on }) => {
            const ModuleIcon = MODULE_ICONS[module];
            return (
              <Group
                key={module}
                gap="sm"
                wrap="nowrap"
                p="xs"
                bd="1px solid var(--mantine-color-default-border)"
                style={{ borderRadius: 'var(--mantine-radius-md)', opacity: on ? 1 : 0.75 }}
                data-testid="billing-module"
                data-module={module}
                data-included={on}
              >
                <ThemeIcon size={36} radius="md" variant="light" color={on ? 'blue' : 'gray'}>
                  <ModuleIcon size={20} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} lh={1.3}>
                    {t(`common:modules.${module}`)}
                  </Text>
                  {on ? (
                    <Group gap={4} c="teal">
                      <IconCircleCheck size={14} aria-hidden />
                      <Text size="xs">{t('modules.included')}</Text>
                    </Group>
                  ) : (
                    <Group gap={4} c="dimmed">
                      <IconLock size={14} aria-hidden />
                      <Text size="xs">{t('modules.locked')}</Text>
                    </Group>
                  )}
                </Stack>
              </Group>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
