import { Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CboxItem } from '../../api/types';
import { formatBytes } from '@/lib/format';
import { formatDate } from './format';
import { itemInteractions, toggleSelection, type ItemHandlers } from './item-handlers';
import { ItemIcon } from './item-icon';
import { ItemMenu } from './item-menu';
import { ItemName } from './item-name';

/** One item as a card: selection box, ⋮ menu, type icon, name, size and date, and the shared badge. */
export function ItemCard({ item, handlers }: { item: CboxItem; handlers: ItemHandlers }) {
  const { t, i18n } = useTranslation('cbox');
  const selected = handlers.selected.has(item.id);
  const date = handlers.view === 'trash' ? t('item.deletedOn', { date: formatDate(item.deleted_at, i18n.language) }) : formatDate(item.updated_at, i18n.language);
  const meta = item.kind === 'folder' ? [t('item.folder'), date] : [formatBytes(item.size, i18n.language), date];

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="cbox-item"
      data-item-id={item.id}
      data-kind={item.kind}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      {...itemInteractions(item, handlers)}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox
          aria-label={t('item.select', { name: item.name })}
          checked={selected}
          onChange={(event) => handlers.onSelect(toggleSelection(handlers.selected, item.id, event.currentTarget.checked))}
        />
        <ItemMenu item={item} handlers={handlers} />
      </Group>
      <Stack align="center" gap={6} mt={4}>
        <ItemIcon item={item} size={52} />
        <ItemName item={item} handlers={handlers} lineClamp={2} />
        <Text size="xs" c="dimmed" ta="center">
          {meta.join(' · ')}
        </Text>
        {item.shared && (
          <Badge size="xs" variant="light" color="teal">
            {t('item.shared')}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

/** Items as cards (the default of Cbox), folders first as the server sends them. */
export function ItemGrid({ items, handlers }: { items: CboxItem[]; handlers: ItemHandlers }) {
  return (
    <div
      data-testid="cbox-grid"
      style={{ display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
    >
      {items.map((item) => (
        <ItemCard key={item.id} item={item} handlers={handlers} />
      ))}
    </div>
  );
}
