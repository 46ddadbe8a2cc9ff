import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import type { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { useGridMode } from '@/lib/storage';
import { NO_FILTERS, useUsers, type UserFilters, type UserSortKey } from '../api/get-users';
import type { User } from '../api/types';
import { SectionHeader } from '../components/section-header';
import { ImportLinks } from '../components/user-import/import-links';
import { BulkEditModal } from '../components/users/bulk-edit-modal';
import { useToggleEnabled } from '../components/users/use-toggle-enabled';
import { useUserOptions } from '../components/users/use-user-options';
import { UserCards } from '../components/users/user-cards';
import { UserFormDrawer } from '../components/users/user-form-drawer';
import { UserLimitDialog } from '../components/users/user-limit-dialog';
import { UserLimitsSummary } from '../components/users/user-limits-summary';
import { UsersEmpty } from '../components/users/users-empty';
import { hasFilters, UsersFilters } from '../components/users/users-filters';
import { UsersTable, type UserSort } from '../components/users/users-table';
import { UsersViewControls } from '../components/users/users-view-controls';

const PAGE_SIZE = 20;
const SORT_KEYS: readonly UserSortKey[] = ['name', 'username', 'email', 'created_at', 'last_login_at'];
const sortKeyOf = (accessor: string): UserSortKey => SORT_KEYS.find((key) => key === accessor) ?? 'name';

/** Dialogs keep what they show while they fade out; `opened` says whether they are up. */
interface Dialog<T> {
  opened: boolean;
  value: T;
}

/**
 * /config/usuarios: the company's users, filtered and sorted on the server, as a list or cards; create and edit
 * in a drawer, activate and deactivate with confirmation, mass edit of the selected ones, and the user limits
 * with the request for more users.
 */
export default function UsersPage() {
  useHelpKey('config.users');
  const { t } = useTranslation(['config', 'common']);
  const me = useMe();
  const [grid, setGrid] = useGridMode('config_users');
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [search] = useDebouncedValue(filters.search, 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<UserSort>({ columnAccessor: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<User[]>([]);
  const [form, setForm] = useState<Dialog<User | null>>({ opened: false, value: null });
  const [bulk, setBulk] = useState<Dialog<User[]>>({ opened: false, value: [] });
  const [limit, setLimit] = useState<Dialog<ApiError | null>>({ opened: false, value: null });
  const options = useUserOptions();
  const users = useUsers({ ...filters, search, page, rowsPerPage: PAGE_SIZE, sortBy: sortKeyOf(sort.columnAccessor), descending: sort.direction === 'desc' });
  const openLimit = (error: ApiError | null) => setLimit({ opened: true, value: error });
  const toggleEnabled = useToggleEnabled(openLimit);
  const openForm = (user: User | null) => setForm({ opened: true, value: user });
  const changeFilters = (next: UserFilters) => {
    setFilters(next);
    setPage(1);
  };

  const view = {
    users: users.data?.data ?? [],
    fetching: users.isFetching,
    page,
    pageSize: PAGE_SIZE,
    total: users.data?.total ?? 0,
    onPageChange: setPage,
    selected,
    onSelectedChange: setSelected,
    onEdit: openForm,
    onToggleEnabled: (user: User) => void toggleEnabled(user),
    selfId: me.user.id,
    empty: <UsersEmpty filtered={hasFilters(filters)} onClearFilters={() => changeFilters(NO_FILTERS)} onCreate={() => openForm(null)} />,
  };

  return (
    <Stack gap="lg" data-testid="users-page">
      <SectionHeader
        title={t('sections.usuarios.title')}
        description={t('sections.usuarios.description')}
        actions={
          <>
            <ImportLinks />
            <Tooltip label={t('users.bulk.hint')} disabled={selected.length > 0}>
              {/* A disabled button gets no hover: the wrapper shows the hint. */}
              <span>
                <Button
                  variant="default"
                  leftSection={<IconUsersGroup size={16} />}
                  disabled={selected.length === 0}
                  style={selected.length === 0 ? { pointerEvents: 'none' } : undefined}
                  onClick={() => setBulk({ opened: true, value: selected })}
                  data-testid="bulk-edit"
                >
                  {selected.length > 0 ? t('users.bulk.openCount', { count: selected.length }) : t('users.bulk.open')}
                </Button>
              </span>
            </Tooltip>
            <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)} data-testid="new-user">
              {t('users.new')}
            </Button>
          </>
        }
      />
      <UserLimitsSummary onRequest={() => openLimit(null)} />
      <UsersFilters
        filters={filters}
        onChange={changeFilters}
        options={options}
        controls={<UsersViewControls grid={grid} onGridChange={setGrid} sort={sort} onSortChange={setSort} />}
      />
      {selected.length > 0 && (
        <Group gap="xs" data-testid="users-selection">
          <Text size="sm">{t('users.selected', { count: selected.length })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setSelected([])}>
            {t('users.clearSelection')}
          </Button>
        </Group>
      )}
      {users.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('users.loadError')} data-testid="users-error">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{users.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void users.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : grid ? (
        <UserCards {...view} loading={users.isPending} />
      ) : (
        <UsersTable {...view} sort={sort} onSortChange={(next) => { setSort(next); setPage(1); }} />
      )}
      <UserFormDrawer opened={form.opened} user={form.value} onClose={() => setForm((state) => ({ ...state, opened: false }))} onLimit={openLimit} options={options} />
      <BulkEditModal
        opened={bulk.opened}
        users={bulk.value}
        options={options}
        onClose={() => setBulk((state) => ({ ...state, opened: false }))}
        onDone={() => setSelected([])}
        onLimit={openLimit}
      />
      <UserLimitDialog opened={limit.opened} error={limit.value} onClose={() => setLimit((state) => ({ ...state, opened: false }))} />
    </Stack>
  );
}
