import { Anchor, Breadcrumbs, Center, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItems } from '../../api/get-items';

export interface PickedFolder {
  id: string;
  name: string;
}

interface FolderPickerProps {
  /** Root → the folder being browsed (empty: the project root). */
  trail: PickedFolder[];
  onTrailChange: (trail: PickedFolder[]) => void;
  /** Folders that cannot be entered nor chosen (the ones being moved). */
  excluded: ReadonlySet<string>;
}

/** Browses the project's folders through the list API, one level at a time. */
export function FolderPicker({ trail, onTrailChange, excluded }: FolderPickerProps) {
  const { t } = useTranslation('cbox');
  const current = trail.at(-1) ?? null;
  const items = useItems({ view: 'folder', folderId: current?.id ?? null, sortBy: 'name', descending: false });
  const folders = (items.data?.pages.flatMap((page) => page.data) ?? []).filter((item) => item.kind === 'folder' && !excluded.has(item.id));

  return (
    <Stack gap="xs">
      <nav aria-label={t('move.location')}>
        <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
          <Anchor component="button" type="button" size="sm" onClick={() => onTrailChange([])}>
            {t('views.folder')}
          </Anchor>
          {trail.map((folder, index) => (
            <Anchor key={folder.id} component="button" type="button" size="sm" onClick={() => onTrailChange(trail.slice(0, index + 1))}>
              {folder.name}
            </Anchor>
          ))}
        </Breadcrumbs>
      </nav>
      <ScrollArea.Autosize mah={280} type="auto">
        {items.isLoading || items.isPlaceholderData ? (
          <Center py="md">
            <Loader type="oval" size={40} color="gray" />
          </Center>
        ) : folders.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            {t('move.noSubfolders')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('move.folders')}>
            {folders.map((folder) => (
              <li key={folder.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={folder.name}
                  aria-label={t('move.enter', { name: folder.name })}
                  leftSection={<IconFolder size={18} stroke={1.6} />}
                  rightSection={<IconChevronRight size={14} />}
                  onClick={() => onTrailChange([...trail, { id: folder.id, name: folder.name }])}
                />
              </li>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
