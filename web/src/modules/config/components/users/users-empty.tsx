import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff, IconPlus, IconUsers, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface UsersEmptyProps {
  /** Some filter or search is on: the company has users, just none that match. */
  filtered: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
}

/** No users to show: offers clearing the filters, or creating the first user. */
export function UsersEmpty({ filtered, onClearFilters, onCreate }: UsersEmptyProps) {
  const { t } = useTranslation('config');
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gray"
      icon={filtered ? <IconUserSearch size={28} /> : <IconUsers size={28} />}
      title={filtered ? t('users.emptyFilteredTitle') : t('users.emptyTitle')}
      description={filtered ? t('users.emptyFiltered') : t('users.empty')}
      data-testid="users-empty"
    >
      {/* The table lays its empty state over the rows with pointer events off; the button needs them back. */}
      <EmptyState.Actions style={{ pointerEvents: 'auto' }}>
        {filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
            {t('users.filters.clear')}
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
            {t('users.new')}
          </Button>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}
