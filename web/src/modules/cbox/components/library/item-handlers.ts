import type { DragEvent, MouseEvent } from 'react';
import type { CboxItem, CboxView } from '../../api/types';
import { itemsDropTarget, startItemsDrag } from './drag';
import type { ItemAction } from './item-actions';

/** What the grid and the table need from the page to render and act on items. */
export interface ItemHandlers {
  view: CboxView;
  projectId: string | null;
  selected: ReadonlySet<string>;
  /** The cloud storage is on and the user may export to it (folders then offer "Exportar a la nube"). */
  cloud: boolean;
  onSelect: (ids: string[]) => void;
  /** The item whose menu is open (the ⋮ button or a right-click). */
  menuFor: string | null;
  onMenuChange: (id: string | null) => void;
  onAction: (action: ItemAction, item: CboxItem) => void;
  /** Ids a drag of this item carries (the selection when the item is in it), or null when it cannot move. */
  dragIds: (item: CboxItem) => string[] | null;
  /** Dragged items dropped on a folder. */
  onDropItems: (ids: string[], folder: CboxItem) => void;
}

/** Drag source, drop target (folders) and right-click menu of one card or row. */
export function itemInteractions(item: CboxItem, handlers: ItemHandlers) {
  const ids = handlers.dragIds(item);
  const acceptsDrop = item.kind === 'folder' && handlers.view === 'folder' && item.rights.edit;
  return {
    draggable: ids !== null,
    onDragStart: ids ? (event: DragEvent) => startItemsDrag(event, ids) : undefined,
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      handlers.onMenuChange(item.id);
    },
    ...itemsDropTarget(acceptsDrop, (dropped) => {
      const moving = dropped.filter((id) => id !== item.id);
      if (moving.length > 0) handlers.onDropItems(moving, item);
    }),
  };
}

export function toggleSelection(selected: ReadonlySet<string>, id: string, on: boolean): string[] {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return [...next];
}
