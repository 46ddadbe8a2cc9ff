import { useTranslation } from 'react-i18next';
import { useCreateFolder } from '../../api/create-folder';
import { useRenameItem } from '../../api/rename-item';
import { ImportDialog } from '../cloud/import-dialog';
import { MoveDialog } from '../dialogs/move-dialog';
import { NameDialog } from '../dialogs/name-dialog';
import { PreviewModal } from '../dialogs/preview-modal';
import { notifySuccess } from '@/components/ui/notify-success';
import { ShareDialog } from '../share/share-dialog';
import type { LibraryDialog } from './use-library-actions';

interface LibraryDialogsProps {
  dialog: LibraryDialog;
  onClose: () => void;
  /** Where a new folder goes (null: the root). */
  folderId: string | null;
  /** The current folder's name, which an import from the cloud fills. */
  folderName: string;
  projectId: string | null;
}

/** New folder, rename, move, share, preview and import from the cloud, driven by the library's dialog state. */
export function LibraryDialogs({ dialog, onClose, folderId, folderName, projectId }: LibraryDialogsProps) {
  const { t } = useTranslation(['cbox', 'common']);
  const create = useCreateFolder();
  const rename = useRenameItem();
  const renaming = dialog?.kind === 'rename' ? dialog.item : null;

  return (
    <>
      <NameDialog
        opened={dialog?.kind === 'create'}
        onClose={onClose}
        title={t('dialogs.newFolderTitle')}
        label={t('dialogs.folderName')}
        submitLabel={t('dialogs.createFolder')}
        onSubmit={async (name) => {
          await create.mutateAsync({ parentId: folderId, name });
          notifySuccess(t('dialogs.created', { name }));
        }}
      />
      <NameDialog
        opened={renaming !== null}
        onClose={onClose}
        title={t('dialogs.renameTitle')}
        label={t('dialogs.newName')}
        submitLabel={t('common:actions.save')}
        initialName={renaming?.name ?? ''}
        onSubmit={async (name) => {
          if (!renaming) return;
          await rename.mutateAsync({ id: renaming.id, name });
          notifySuccess(t('dialogs.renamed', { name }));
        }}
      />
      <MoveDialog opened={dialog?.kind === 'move'} items={dialog?.kind === 'move' ? dialog.items : []} onClose={onClose} />
      <ShareDialog item={dialog?.kind === 'share' ? dialog.item : null} onClose={onClose} />
      <ImportDialog opened={dialog?.kind === 'import'} onClose={onClose} folderId={folderId} folderName={folderName} />
      <PreviewModal item={dialog?.kind === 'preview' ? dialog.item : null} projectId={projectId} onClose={onClose} />
    </>
  );
}
