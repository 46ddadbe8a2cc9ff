import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { User } from '../../api/types';
import { UserActions, type UserActionHandlers } from './user-actions';
import { fullName, ProjectBadges, roleLine, StatusBadge, UserIdentity } from './user-identity';

export type UserSort = DataTableSortStatus<User>;

export interface UsersViewProps extends UserActionHandlers {
  users: User[];
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  selected: User[];
  onSelectedChange: (users: User[]) => void;
  /** What shows when the page is empty (no users yet, or none matching the filters). */
  empty: ReactNode;
}

interface UsersTableProps extends UsersViewProps {
  sort: UserSort;
  onSortChange: (sort: UserSort) => void;
}

/**
 * From which width of the table each optional column shows. The section sits between the configuration menu and
 * the help panel, so its width, not the window's, decides (0: not measured yet, everything shows).
 */
const SHOW_FROM = { role: 680, projects: 860, email: 1000, lastLogin: 1160 } as const;

/** The users as rows: who, position and profile, projects, e-mail, status and last sign-in; checkboxes for mass edit. */
export function UsersTable(props: UsersTableProps) {
  const paged = usePagedTable();
  const { t, i18n } = useTranslation('config');
  const { ref, width } = useElementSize();
  const hidden = (column: keyof typeof SHOW_FROM) => width > 0 && width < SHOW_FROM[column];
  const date = (value: string | null | undefined) => (value ? new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : t('users.neverSignedIn'));

  return (
    <Box ref={ref}>
      <DataTable<User>
        {...paged}
        minHeight={props.users.length === 0 ? 260 : undefined}
        records={props.users}
        fetching={props.fetching}
        totalRecords={props.total}
        recordsPerPage={props.pageSize}
        page={props.page}
        onPageChange={props.onPageChange}
        sortStatus={props.sort}
        onSortStatusChange={props.onSortChange}
        selectedRecords={props.selected}
        onSelectedRecordsChange={props.onSelectedChange}
        getRecordSelectionCheckboxProps={(user) => ({ 'aria-label': t('users.selectNamed', { name: fullName(user) }) })}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t('users.selectPage') }}
        // Only while empty: otherwise the table would keep it in the page, invisible but reachable.
        emptyState={props.users.length === 0 ? props.empty : null}
        rowStyle={(user) => (user.enabled ? undefined : { opacity: 0.7 })}
        data-testid="users-table"
        columns={[
          { accessor: 'name', title: t('users.columns.name'), sortable: true, render: (user) => <UserIdentity user={user} detail={hidden('role') ? roleLine(user) : undefined} /> },
          {
            accessor: 'position',
            title: t('users.columns.role'),
            hidden: hidden('role'),
            render: (user) => (
              <Stack gap={0}>
                <Text size="sm">{user.position?.name ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {user.profile?.name ?? '—'}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'projects', title: t('users.columns.projects'), hidden: hidden('projects'), render: (user) => <ProjectBadges user={user} /> },
          {
            accessor: 'email',
            title: t('users.columns.email'),
            sortable: true,
            hidden: hidden('email'),
            render: (user) => (
              <Text size="sm" c={user.email ? undefined : 'dimmed'} truncate maw={260}>
                {user.email ?? '—'}
              </Text>
            ),
          },
          { accessor: 'enabled', title: t('users.columns.status'), width: 104, render: (user) => <StatusBadge user={user} /> },
          {
            accessor: 'last_login_at',
            title: t('users.columns.lastLogin'),
            sortable: true,
            hidden: hidden('lastLogin'),
            render: (user) => (
              <Text size="sm" c={user.last_login_at ? undefined : 'dimmed'}>
                {date(user.last_login_at)}
              </Text>
            ),
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>,
            textAlign: 'right',
            width: 96,
            render: (user) => <UserActions user={user} onEdit={props.onEdit} onToggleEnabled={props.onToggleEnabled} selfId={props.selfId} />,
          },
        ]}
      />
    </Box>
  );
}
