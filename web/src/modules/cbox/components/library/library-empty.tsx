import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolderOpen, IconSearch, IconTrash, IconUpload, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CboxView } from '../../api/types';

interface LibraryEmptyProps {
  view: CboxView;
  searching: boolean;
  /** Shown in an empty folder the user may upload to. */
  onUpload?: () => void;
}

/** The empty states: an empty folder (with an upload call to action), no search results, nothing shared, empty trash. */
export function LibraryEmpty({ view, searching, onUpload }: LibraryEmptyProps) {
  const { t } = useTranslation('cbox');
  const kind = searching ? 'search' : view;
  const Glyph = { search: IconSearch, folder: IconFolderOpen, shared: IconUsers, trash: IconTrash }[kind];
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="cbox-empty">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <Glyph size={32} stroke={1.5} />
      </ThemeIcon>
      <Title order={3}>{t(`empty.${kind}.title`)}</Title>
      <Text c="dimmed" maw={420}>
        {t(`empty.${kind}.description`)}
      </Text>
      {kind === 'folder' && onUpload && (
        <Button leftSection={<IconUpload size={16} />} onClick={onUpload}>
          {t('empty.folder.upload')}
        </Button>
      )}
    </Stack>
  );
}
