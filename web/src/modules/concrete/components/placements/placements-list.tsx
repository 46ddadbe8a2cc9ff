import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useDeletePlacement, usePlacements } from '../../api/placements';
import type { Placement } from '../../api/types';
import { formatDecimal } from './format';
import { PlacementDrawer } from './placement-form';
import { PlacementsTable } from './placements-table';

/** The project's placements: search, paging, and (for those who may) edit and delete. */
export function PlacementsList({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation(['concrete-placements', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Placement | null>(null);
  const placements = usePlacements(projectId, { search: debounced, page });
  const remove = useDeletePlacement(projectId);

  const confirmDelete = (row: Placement) =>
    modals.openConfirmModal({
      title: t('delete.title', { number: row.number }),
      centered: true,
      children: <Text size="sm">{t('delete.body', { lot: row.lot_number, m3: formatDecimal(row.m3, i18n.language) })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'placement-delete-confirm' },
      onConfirm: () =>
        void remove.mutateAsync(row.id).then(
          () => notifySuccess(t('delete.done', { number: row.number })),
          () => undefined, // the toast already said why
        ),
    });

  const rows = placements.data?.data ?? [];
  const empty = (
    <Text c="dimmed" size="sm" data-testid="placements-empty">
      {debounced.trim() ? t('table.noMatches') : t('table.empty')}
    </Text>
  );
  return (
    <Stack gap="sm" mt="lg">
      <TextInput
        placeholder={t('table.search')}
        aria-label={t('table.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        data-testid="placements-search"
      />
      <PlacementsTable
        rows={rows}
        total={placements.data?.total ?? 0}
        page={page}
        fetching={placements.isFetching}
        onPageChange={setPage}
        onEdit={canEdit ? setEditing : undefined}
        onDelete={canEdit ? confirmDelete : undefined}
        empty={empty}
      />
      <PlacementDrawer opened={editing !== null} projectId={projectId} placement={editing} globalIds={[]} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </Stack>
  );
}
