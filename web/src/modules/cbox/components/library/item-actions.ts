import type { CboxItem, CboxView } from '../../api/types';

export type ItemAction =
  | 'open'
  | 'preview'
  | 'download'
  | 'zip'
  | 'exportCloud'
  | 'rename'
  | 'move'
  | 'share'
  | 'delete'
  | 'details'
  | 'restore';

/**
 * The actions an item offers, in menu order, from its `rights` (what the current user may do) and the view: the
 * trash only restores, and "Compartido conmigo" is a read-only list. `cloud` says the company's cloud storage is on
 * and the user may export there (the status probe): a folder then offers its export.
 */
export function itemActions(item: CboxItem, view: CboxView, cloud = false): ItemAction[] {
  if (view === 'trash') return ['restore'];
  const { rights } = item;
  const actions: ItemAction[] = [];
  if (item.kind === 'folder') {
    actions.push('open');
    if (rights.download) actions.push('zip');
    if (cloud && view === 'folder') actions.push('exportCloud');
  } else {
    // The preview is the download shown inline, so it needs the same right.
    if (item.previewable && rights.download) actions.push('preview');
    if (rights.download) actions.push('download');
  }
  if (view === 'folder') {
    if (rights.edit) actions.push('rename', 'move');
    if (rights.share) actions.push('share');
    if (rights.delete) actions.push('delete');
  }
  actions.push('details');
  return actions;
}

/** Actions for several selected items: offered only when every one of them allows it. */
export function selectionActions(items: readonly CboxItem[], view: CboxView): ('zip' | 'move' | 'delete' | 'restore')[] {
  if (items.length === 0) return [];
  if (view === 'trash') return ['restore'];
  const all = (right: keyof CboxItem['rights']) => items.every((item) => item.rights[right]);
  const actions: ('zip' | 'move' | 'delete')[] = [];
  if (all('download')) actions.push('zip');
  if (view === 'folder' && all('edit')) actions.push('move');
  if (view === 'folder' && all('delete')) actions.push('delete');
  return actions;
}
