import { Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileOff } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { useMe } from '@/lib/session';
import { useCloudAvailable } from '../../api/cloud-status';
import { useItem } from '../../api/get-item';
import { useItems } from '../../api/get-items';
import type { CboxItem } from '../../api/types';
import { useStartUpload } from '../../upload/use-start-upload';
import { FileDropZone } from '../upload/file-drop-zone';
import { UploadInput } from '../upload/upload-input';
import type { ItemHandlers } from './item-handlers';
import type { ItemSort } from './item-table';
import { LibraryBreadcrumbs } from './library-breadcrumbs';
import { LibraryDialogs } from './library-dialogs';
import { LibraryItems } from './library-items';
import { LibraryToolbar } from './library-toolbar';
import { SelectionBar } from './selection-bar';
import { useLibraryActions } from './use-library-actions';
import type { LibraryLocation } from './use-library-location';

/** Who may add folders and files: `cbox.upload`, and inside a folder also its edit right. */
export const UPLOAD_PERMISSION = 'cbox.upload';

interface LibraryContentProps {
  location: LibraryLocation;
  sort: ItemSort;
  onSortChange: (sort: ItemSort) => void;
  grid: boolean;
  onGridChange: (grid: boolean) => void;
}

/** One folder (or the shared list, or the trash): toolbar, breadcrumbs, items, selection, dialogs, drops. */
export function LibraryContent({ location, sort, onSortChange, grid, onGridChange }: LibraryContentProps) {
  const { t } = useTranslation(['cbox', 'common']);
  const me = useMe();
  const projectId = me.active_project_id ?? null;
  const { view, folderId } = location;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<string[]>([]);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const folder = useItem(view === 'folder' ? folderId : null);
  const items = useItems({ view, folderId, search: debounced, ...sort });
  const list = useMemo(() => items.data?.pages.flatMap((page) => page.data) ?? [], [items.data]);
  const selectedSet = new Set(selected);
  const selectedItems = list.filter((item) => selectedSet.has(item.id));
  const actions = useLibraryActions(location, () => setSelected([]));
  const startUpload = useStartUpload();
  const input = useRef<HTMLInputElement>(null);
  const canCreate = view === 'folder' && me.permissions.includes(UPLOAD_PERMISSION) && (folderId === null || folder.data?.rights.edit === true);
  const pickFiles = canCreate ? () => input.current?.click() : undefined;
  const cloud = useCloudAvailable(view === 'folder');
  const folderName = folderId === null ? t('views.folder') : (folder.data?.name ?? '');
  // Inside a folder, both wait for it to load: the export names it, the import needs its edit right.
  const onCloudExport = cloud && (folderId === null || folder.data) ? () => actions.exportToCloud(folderId ? { id: folderId, name: folderName } : null) : undefined;
  const onCloudImport = cloud && (folderId === null || folder.data?.rights.edit === true) ? () => actions.setDialog({ kind: 'import' }) : undefined;
  const nameOf = (id: string | null) => (id === null ? t('views.folder') : (folder.data?.path.find((entry) => entry.id === id)?.name ?? ''));

  const handlers: ItemHandlers = {
    view,
    projectId,
    selected: selectedSet,
    cloud,
    onSelect: setSelected,
    menuFor,
    onMenuChange: setMenuFor,
    onAction: actions.onAction,
    dragIds: (item: CboxItem) => {
      if (view !== 'folder' || !item.rights.edit) return null;
      if (!selectedSet.has(item.id)) return [item.id];
      return selectedItems.filter((entry) => entry.rights.edit).map((entry) => entry.id);
    },
    onDropItems: (ids, target) => actions.moveTo(ids, target.id, target.name),
  };

  if (folder.isError) {
    return (
      <StatusPage
        icon={<IconFileOff size={36} />}
        title={folder.error.message}
        description={t('errors.folderDetail')}
        actions={
          <Button component={Link} to="/cbox/folders">
            {t('errors.backToRoot')}
          </Button>
        }
        testId="cbox-folder-error"
      />
    );
  }

  return (
    <FileDropZone enabled={canCreate} onFiles={(files) => startUpload(files, folderId)}>
      <Stack gap="md">
        <LibraryBreadcrumbs view={view} folder={folder.data} onDropItems={view === 'folder' ? (ids, parentId) => actions.moveTo(ids, parentId, nameOf(parentId)) : undefined} />
        <LibraryToolbar
          search={search}
          onSearchChange={setSearch}
          sort={sort}
          onSortChange={onSortChange}
          grid={grid}
          onGridChange={onGridChange}
          onNewFolder={canCreate ? () => actions.setDialog({ kind: 'create' }) : undefined}
          onUpload={pickFiles}
          onCloudExport={onCloudExport}
          onCloudImport={onCloudImport}
        />
        {debounced !== '' && view === 'folder' && (
          <Text size="sm" c="dimmed">
            {t('toolbar.searchScope')}
          </Text>
        )}
        <SelectionBar
          items={selectedItems}
          view={view}
          projectId={projectId}
          onMove={() => actions.setDialog({ kind: 'move', items: selectedItems })}
          onDelete={() => actions.trash(selectedItems)}
          onRestore={() => actions.restoreItems(selectedItems)}
          onClear={() => setSelected([])}
        />
        <LibraryItems
          items={list}
          handlers={handlers}
          grid={grid}
          loading={items.isLoading}
          fetching={items.isFetching}
          error={items.isError}
          onRetry={() => void items.refetch()}
          searching={debounced !== ''}
          sort={sort}
          onSortChange={onSortChange}
          hasMore={items.hasNextPage}
          loadingMore={items.isFetchingNextPage}
          onLoadMore={() => void items.fetchNextPage()}
          onUpload={pickFiles}
        />
      </Stack>
      {canCreate && <UploadInput ref={input} onFiles={(files) => startUpload(files, folderId)} label={t('toolbar.upload')} />}
      <LibraryDialogs dialog={actions.dialog} onClose={actions.closeDialog} folderId={folderId} folderName={folderName} projectId={projectId} />
    </FileDropZone>
  );
}
