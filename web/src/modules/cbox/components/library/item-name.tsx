import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CboxItem } from '../../api/types';
import type { ItemHandlers } from './item-handlers';
import { folderPath } from './use-library-location';

/**
 * The item's name as its main action: a folder is a link into it, a file opens its preview (or its details when
 * it cannot be shown inline). In the trash it is plain text.
 */
export function ItemName({ item, handlers, lineClamp }: { item: CboxItem; handlers: ItemHandlers; lineClamp?: number }) {
  const style = { wordBreak: 'break-word' } as const;
  if (handlers.view === 'trash') {
    return (
      <Text size="sm" fw={600} lineClamp={lineClamp} style={style} title={item.name}>
        {item.name}
      </Text>
    );
  }
  if (item.kind === 'folder') {
    return (
      <Anchor component={Link} to={folderPath(item.id)} size="sm" fw={600} c="var(--mantine-color-text)" lineClamp={lineClamp} style={style} title={item.name}>
        {item.name}
      </Anchor>
    );
  }
  const action = item.previewable && item.rights.download ? 'preview' : 'details';
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      fw={600}
      ta="left"
      c="var(--mantine-color-text)"
      lineClamp={lineClamp}
      style={style}
      title={item.name}
      onClick={() => handlers.onAction(action, item)}
    >
      {item.name}
    </Anchor>
  );
}
