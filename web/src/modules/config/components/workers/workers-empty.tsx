import { Button, EmptyState, Group } from '@mantine/core';
import { IconFileImport, IconFilterOff, IconHelmet, IconPlus, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface WorkersEmptyProps {
  /** Some filter is on: the company has workers, just none that match. */
  filtered: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
  onImport: () => void;
}

/** No workers to show: offers clearing the filters, or registering or importing the first ones. */
export function WorkersEmpty({ filtered, onClearFilters, onCreate, onImport }: WorkersEmptyProps) {
  const { t } = useTranslation('config-workers');
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gray"
      icon={filtered ? <IconUserSearch size={28} /> : <IconHelmet size={28} />}
      title={filtered ? t('empty.filteredTitle') : t('empty.title')}
      description={filtered ? t('empty.filtered') : t('empty.body')}
      data-testid="workers-empty"
    >
      {/* The table lays its empty state over the rows with pointer events off; the buttons need them back. */}
      <EmptyState.Actions style={{ pointerEvents: 'auto' }}>
        {filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        ) : (
          <Group gap="sm" justify="center">
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onImport}>
              {t('import.open')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              {t('new')}
            </Button>
          </Group>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}
