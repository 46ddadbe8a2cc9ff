import { Grid, Paper } from '@mantine/core';
import { useState } from 'react';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';
import { useGridMode } from '@/lib/storage';
import { DetailsDrawer } from '../components/details/details-drawer';
import { LibraryContent } from '../components/library/library-content';
import type { ItemSort } from '../components/library/item-table';
import { useLibraryLocation } from '../components/library/use-library-location';
import { ViewNav } from '../components/library/view-nav';

/**
 * `/cbox/folders/:folderId?/:fileId?` (`?view=shared|trash`): the document library. The views on the left; on the
 * right the current folder, which starts afresh (search, selection) whenever the folder or the view changes.
 */
export function LibraryPage() {
  useHelpKey('cbox.library');
  const location = useLibraryLocation();
  const projectId = useMe().active_project_id ?? null;
  // Cards by default in Cbox (SPEC §2), remembered in `cbox_grid_mode`.
  const [grid, setGrid] = useGridMode('cbox');
  const [sort, setSort] = useState<ItemSort>({ sortBy: 'name', descending: false });

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
          <Paper withBorder radius="md" p="xs">
            <ViewNav current={location.view} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
          <LibraryContent
            key={`${location.view}:${location.folderId ?? ''}`}
            location={location}
            sort={sort}
            onSortChange={setSort}
            grid={grid}
            onGridChange={setGrid}
          />
        </Grid.Col>
      </Grid>
      <DetailsDrawer itemId={location.fileId} projectId={projectId} onClose={location.closeDetails} />
    </>
  );
}
