import { Group, SegmentedControl, Select, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserSort } from './users-table';

const SORTS = ['name:asc', 'name:desc', 'username:asc', 'email:asc', 'last_login_at:desc', 'created_at:desc'] as const;

interface UsersViewControlsProps {
  grid: boolean;
  onGridChange: (grid: boolean) => void;
  sort: UserSort;
  onSortChange: (sort: UserSort) => void;
}

/** List or cards (remembered in `config_users_grid_mode`); the cards have no header to sort by, so a select does. */
export function UsersViewControls({ grid, onGridChange, sort, onSortChange }: UsersViewControlsProps) {
  const { t } = useTranslation('config');
  return (
    <Group gap="sm" wrap="nowrap">
      {grid && (
        <Select
          aria-label={t('users.sort.label')}
          data={SORTS.map((value) => ({ value, label: t(`users.sort.${value.replace(':', '_')}`) }))}
          value={`${sort.columnAccessor}:${sort.direction}`}
          onChange={(value) => {
            const [key = 'name', direction = 'asc'] = (value ?? 'name:asc').split(':');
            onSortChange({ columnAccessor: key, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          allowDeselect={false}
          w={190}
          data-testid="users-sort"
        />
      )}
      <Tooltip label={t('users.viewMode')}>
        <SegmentedControl
          aria-label={t('users.viewMode')}
          data-testid="users-view-toggle"
          value={grid ? 'grid' : 'list'}
          onChange={(value) => onGridChange(value === 'grid')}
          data={[
            { value: 'list', label: <IconList size={16} aria-label={t('users.viewList')} /> },
            { value: 'grid', label: <IconLayoutGrid size={16} aria-label={t('users.viewCards')} /> },
          ]}
        />
      </Tooltip>
    </Group>
  );
}
