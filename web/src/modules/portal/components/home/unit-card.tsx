import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Unit } from '../../api/types';
import { usePortalHref } from '../../shell/base-path';
import { formatDate } from '../shared/format';

/** One of the owner's units: project, unit and floor, open requests, warranty; opens the unit. */
export function UnitCard({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation();
  const href = usePortalHref();
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={href(`/unidad/${unit.id}`)} aria-label={t('unit.open', { name: unit.name, project: unit.project_name })} data-testid="unit-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate="end">
            {unit.project_name}
          </Text>
          <Text fw={700} fz="lg" lh={1.2}>
            {t('unit.name', { name: unit.name })}
          </Text>
          <Text size="sm" c="dimmed">
            {unit.floor ? t('unit.floor', { floor: unit.floor }) : t('unit.noFloor')}
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden style={{ flex: 'none', opacity: 0.6 }} />
      </Group>
      <Group gap="xs" mt="sm">
        <Badge variant="light" tt="none" size="lg" fw={600} color={unit.open_requests > 0 ? 'orange' : 'gray'} data-testid="open-requests">
          {t('unit.openRequests', { count: unit.open_requests })}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <IconShieldCheck size={16} aria-hidden />
          <Text size="sm">{unit.warranty_until ? t('unit.warrantyUntil', { date: formatDate(unit.warranty_until, i18n.language) }) : t('unit.noWarranty')}</Text>
        </Group>
      </Group>
    </Card>
  );
}
