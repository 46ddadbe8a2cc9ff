import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteItems } from '../../api/delete-items';
import { useMoveItems } from '../../api/move-items';
import { useRestoreItems } from '../../api/restore-items';
import type { CboxItem } from '../../api/types';
import { useCloudExport } from '../cloud/use-cloud-export';
import { confirmDelete } from '../dialogs/confirm-delete';
import { notifySuccess } from '@/components/ui/notify-success';
import type { ItemAction } from './item-actions';
import type { LibraryLocation } from './use-library-location';

/** The dialog the library shows, with what it acts on. */
export type LibraryDialog =
  | { kind: 'create' }
  | { kind: 'rename'; item: CboxItem }
  | { kind: 'move'; items: CboxItem[] }
  | { kind: 'share'; item: CboxItem }
  | { kind: 'preview'; item: CboxItem }
  | { kind: 'import' }
  | null;

/** What the library's menus, selection bar and drag and drop do. */
export function useLibraryActions(location: LibraryLocation, onDone: () => void) {
  const { t } = useTranslation(['cbox', 'common']);
  const [dialog, setDialog] = useState<LibraryDialog>(null);
  const move = useMoveItems();
  const remove = useDeleteItems();
  const restore = useRestoreItems();
  const exportToCloud = useCloudExport();

  const trash = (items: CboxItem[]) =>
    confirmDelete(t, items, () =>
      remove.mutate(
        items.map((item) => item.id),
        {
          onSuccess: () => {
            notifySuccess(t('delete.done', { count: items.length }));
            onDone();
          },
        },
      ),
    );

  const restoreItems = (items: CboxItem[]) =>
    restore.mutate(
      items.map((item) => item.id),
      {
        onSuccess: () => {
          notifySuccess(t('restore.done', { count: items.length }));
          onDone();
        },
      },
    );

  /** Drag and drop: no dialog, the drop names the destination. */
  const moveTo = (ids: string[], parentId: string | null, name: string) =>
    move.mutate(
      { ids, parentId },
      {
        onSuccess: () => {
          notifySuccess(t('move.done', { count: ids.length, folder: name }));
          onDone();
        },
      },
    );

  const onAction = (action: ItemAction, item: CboxItem) => {
    switch (action) {
      case 'open':
        location.openFolder(item.id);
        break;
      case 'details':
        location.openDetails(item.id);
        break;
      case 'delete':
        trash([item]);
        break;
      case 'restore':
        restoreItems([item]);
        break;
      case 'exportCloud':
        exportToCloud({ id: item.id, name: item.name });
        break;
      case 'move':
        setDialog({ kind: 'move', items: [item] });
        break;
      case 'rename':
      case 'share':
      case 'preview':
        setDialog({ kind: action, item });
        break;
      case 'download':
      case 'zip':
        // Plain links in the menu; nothing to do here.
        break;
    }
  };

  return { dialog, setDialog, closeDialog: () => setDialog(null), onAction, trash, restoreItems, moveTo, exportToCloud };
}
