import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useCreatePosition } from '../api/create-position';
import { useDeletePosition } from '../api/delete-position';
import { usePositions, type PositionSortKey } from '../api/get-positions';
import type { Position } from '../api/types';
import { useUpdatePosition } from '../api/update-position';
import { NameModal } from '../components/name-modal';
import { notifySuccess } from '@/components/ui/notify-success';
import { openDeletePositionModal } from '../components/positions/open-delete-position';
import { PositionsTable, type PositionSort } from '../components/positions/positions-table';
import { SectionHeader } from '../components/section-header';

const PAGE_SIZE = 20;
const SORT_KEYS: readonly PositionSortKey[] = ['name', 'users_count', 'created_at'];

const sortKeyOf = (accessor: string): PositionSortKey => SORT_KEYS.find((key) => key === accessor) ?? 'name';

/** /config/cargos: the company's positions, searched and sorted on the server; create, rename and delete. */
export default function PositionsPage() {
  useHelpKey('config.positions');
  const { t } = useTranslation(['config', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<PositionSort>({ columnAccessor: 'name', direction: 'asc' });
  // The dialog renames `target`, or creates a position when it is null (kept while the dialog fades out).
  const [dialogOpened, setDialogOpened] = useState(false);
  const [target, setTarget] = useState<Position | null>(null);
  const positions = usePositions({
    page,
    rowsPerPage: PAGE_SIZE,
    sortBy: sortKeyOf(sort.columnAccessor),
    descending: sort.direction === 'desc',
    search: debounced,
  });
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const remove = useDeletePosition();
  const openDialog = (position: Position | null) => {
    setTarget(position);
    setDialogOpened(true);
  };

  const save = async (name: string) => {
    if (target) {
      await update.mutateAsync({ id: target.id, name, version: target.version });
      notifySuccess(t('positions.renamed', { name }));
    } else {
      await create.mutateAsync({ name });
      notifySuccess(t('positions.created', { name }));
    }
  };

  const confirmDelete = (position: Position) =>
    openDeletePositionModal(t, position, () =>
      remove.mutate(position.id, { onSuccess: () => notifySuccess(t('positions.deleted', { name: position.name })) }),
    );

  return (
    <Stack gap="lg" data-testid="positions-page">
      <SectionHeader
        title={t('sections.cargos.title')}
        description={t('sections.cargos.description')}
        actions={
          <>
            <TextInput
              aria-label={t('positions.search')}
              placeholder={t('positions.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', xs: 220 }}
              data-testid="positions-search"
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => openDialog(null)} data-testid="new-position">
              {t('positions.new')}
            </Button>
          </>
        }
      />
      <PositionsTable
        positions={positions.data?.data ?? []}
        fetching={positions.isFetching}
        searching={debounced.trim() !== ''}
        page={page}
        pageSize={PAGE_SIZE}
        total={positions.data?.total ?? 0}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onEdit={openDialog}
        onDelete={confirmDelete}
      />
      <NameModal
        opened={dialogOpened}
        onClose={() => setDialogOpened(false)}
        title={target ? t('positions.editTitle') : t('positions.newTitle')}
        label={t('positions.name')}
        initialName={target?.name ?? ''}
        submitLabel={target ? t('common:actions.save') : t('positions.create')}
        onSubmit={save}
        testId="position-form"
      />
    </Stack>
  );
}
