import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnitDetail } from '../../api/types';
import { formatDate } from '../shared/format';

/** The unit's data as label and value pairs. */
export function UnitSummary({ unit }: { unit: UnitDetail }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('unit.project'), unit.project_name],
    [t('unit.floorLabel'), unit.floor ?? '—'],
    [t('unit.status'), t(`unitStatus.${unit.status}`, { defaultValue: unit.status })],
    [t('unit.deliveryDate'), formatDate(unit.delivery_date, i18n.language)],
    [t('unit.warranty'), formatDate(unit.warranty_until, i18n.language)],
    [t('unit.openRequestsLabel'), String(unit.open_requests)],
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="unit-summary">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} size="sm">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
