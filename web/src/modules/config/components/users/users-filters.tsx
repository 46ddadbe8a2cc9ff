import { Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FILTERS, type UserFilters } from '../../api/get-users';
import type { UserOptions } from './user-form-drawer';

interface UsersFiltersProps {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  options: UserOptions;
  /** Shown at the end of the search row (the view toggle). */
  controls?: ReactNode;
}

export const hasFilters = (filters: UserFilters) =>
  filters.search.trim() !== '' || filters.position_id !== null || filters.profile_id !== null || filters.project_id !== null || filters.enabled !== null;

const STATUS_VALUES = { all: null, active: true, inactive: false } as const;
type StatusKey = keyof typeof STATUS_VALUES;
const statusKey = (enabled: boolean | null): StatusKey => (enabled === null ? 'all' : enabled ? 'active' : 'inactive');

/** Search (name, username, e-mail) and the position, profile, project and status filters of the user list. */
export function UsersFilters({ filters, onChange, options, controls }: UsersFiltersProps) {
  const { t } = useTranslation('config');
  const set = (patch: Partial<UserFilters>) => onChange({ ...filters, ...patch });
  const select = (key: 'position_id' | 'profile_id' | 'project_id', label: string, data: UserOptions['positions']) => (
    <Select
      aria-label={label}
      placeholder={label}
      data={data}
      value={filters[key]}
      onChange={(value) => {
        const patch: Partial<UserFilters> = {};
        patch[key] = value;
        set(patch);
      }}
      clearable
      searchable
      style={{ flex: '1 1 150px' }}
      data-testid={`users-filter-${key}`}
    />
  );

  return (
    <Stack gap="sm" data-testid="users-filters">
      <Group gap="sm" wrap="nowrap">
        <TextInput
          aria-label={t('users.filters.search')}
          placeholder={t('users.filters.search')}
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          style={{ flex: 1 }}
          data-testid="users-search"
        />
        {controls}
      </Group>
      <Group gap="sm" wrap="wrap">
        {select('position_id', t('users.filters.position'), options.positions)}
        {select('profile_id', t('users.filters.profile'), options.profiles)}
        {select('project_id', t('users.filters.project'), options.projects)}
        <SegmentedControl
          aria-label={t('users.filters.status')}
          value={statusKey(filters.enabled)}
          onChange={(value) => set({ enabled: STATUS_VALUES[value] })}
          data={[
            { value: 'all', label: t('users.filters.all') },
            { value: 'active', label: t('users.filters.active') },
            { value: 'inactive', label: t('users.filters.inactive') },
          ]}
          data-testid="users-filter-status"
        />
        {hasFilters(filters) && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(NO_FILTERS)}>
            {t('users.filters.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
