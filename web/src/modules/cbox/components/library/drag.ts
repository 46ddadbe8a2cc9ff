import type { DragEvent } from 'react';

/** Items dragged inside the library travel as their ids under this type (OS files come as `Files`). */
export const ITEMS_MIME = 'application/x-obra-cbox-items';

export function startItemsDrag(event: DragEvent, ids: readonly string[]): void {
  event.dataTransfer.setData(ITEMS_MIME, JSON.stringify(ids));
  event.dataTransfer.effectAllowed = 'move';
}

export function carriesItems(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes(ITEMS_MIME);
}

export function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

export function draggedIds(event: DragEvent): string[] {
  try {
    const parsed: unknown = JSON.parse(event.dataTransfer.getData(ITEMS_MIME));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Handlers that make an element (a folder, a breadcrumb) accept dragged items; `onItems` gets their ids. */
export function itemsDropTarget(enabled: boolean, onItems: (ids: string[]) => void) {
  if (!enabled) return {};
  return {
    onDragOver: (event: DragEvent) => {
      if (!carriesItems(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      if (!carriesItems(event)) return;
      event.preventDefault();
      event.stopPropagation();
      const ids = draggedIds(event);
      if (ids.length > 0) onItems(ids);
    },
  };
}
