import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff, IconPlus, IconTicket, IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface TicketsEmptyProps {
  /** A filter or search is on: the project has tickets, just none that match. */
  filtered: boolean;
  onClearFilters: () => void;
  /** Shown when the user may create tickets. */
  onCreate?: () => void;
}

/** No tickets to show: clear the filters, or create the first ticket. */
export function TicketsEmpty({ filtered, onClearFilters, onCreate }: TicketsEmptyProps) {
  const { t } = useTranslation('cmanagement-tickets');
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gray"
      icon={filtered ? <IconZoomQuestion size={28} /> : <IconTicket size={28} />}
      title={filtered ? t('empty.filteredTitle') : t('empty.title')}
      description={filtered ? t('empty.filtered') : t('empty.description')}
      data-testid="tickets-empty"
    >
      {/* The table lays its empty state over the rows with pointer events off; the button needs them back. */}
      <EmptyState.Actions style={{ pointerEvents: 'auto' }}>
        {filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        ) : (
          onCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              {t('create.open')}
            </Button>
          )
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}
