import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitOut } from '../../api/types';
import { UnitStatusBadge } from '../status/unit-status-badge';

/** The ficha's title row: the unit's name and status, what it is (floor, type, responsible), its actions. */
export function UnitHeader({ unit, actions }: { unit: UnitOut; actions?: ReactNode }) {
  const { t } = useTranslation('warranties-unit');
  const facts = [
    unit.floor ? t('header.floor', { floor: unit.floor }) : null,
    unit.unit_type_name ? t('header.type', { type: unit.unit_type_name }) : null,
    unit.responsible_name ? t('header.responsible', { name: unit.responsible_name }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" data-testid="unit-header">
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={2} data-testid="unit-title">
            {t('header.title', { name: unit.name })}
          </Title>
          <UnitStatusBadge status={unit.status} size="lg" />
        </Group>
        {facts.length > 0 && (
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
