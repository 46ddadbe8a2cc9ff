import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BimImpactItem } from '../../api/bim/types';
import { formatCount } from './bim-format';

/** The kinds of data the server counts today; a kind it adds later is still listed, under its raw key. */
const KNOWN = new Set(['files', 'elements', 'properties', 'concrete_placements', 'quality_links', 'ticket_links', 'cbox_links']);

/** What a force action removes: one line per kind of data with its count. */
export function ImpactList({ items }: { items: readonly BimImpactItem[] }) {
  const { t, i18n } = useTranslation('config-bim');
  const shown = items.filter((item) => item.count > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="bim-impact-empty">
        {t('force.impactNone')}
      </Text>
    );
  }
  return (
    <List spacing={4} data-testid="bim-impact">
      {shown.map((item) => (
        <List.Item key={item.key} data-key={item.key}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{KNOWN.has(item.key) ? t(`force.kinds.${item.key}`) : item.key}</Text>
            <Badge variant="light" color="red" tt="none">
              {formatCount(item.count, i18n.language)}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
