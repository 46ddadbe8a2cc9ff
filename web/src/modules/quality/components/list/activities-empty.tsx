import { Button, EmptyState } from '@mantine/core';
import { IconFileImport, IconFilterOff, IconListTree, IconPlus, IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ActivitiesEmptyProps {
  /** A filter is on: the project has activities, just none that match. */
  filtered: boolean;
  onClearFilters: () => void;
  /** Offered when the user may edit the schedule. */
  onCreate?: () => void;
  onImport?: () => void;
}

/** No activities to show: clear the filters, or start the schedule (first activity or an imported file). */
export function ActivitiesEmpty({ filtered, onClearFilters, onCreate, onImport }: ActivitiesEmptyProps) {
  const { t } = useTranslation('quality');
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gray"
      icon={filtered ? <IconZoomQuestion size={28} /> : <IconListTree size={28} />}
      title={filtered ? t('empty.filteredTitle') : t('empty.title')}
      description={filtered ? t('empty.filtered') : onCreate ? t('empty.description') : t('empty.readOnly')}
      data-testid="activities-empty"
    >
      {/* The table lays its empty state over the rows with pointer events off; the buttons need them back. */}
      <EmptyState.Actions style={{ pointerEvents: 'auto' }}>
        {filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        ) : (
          <>
            {onCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
                {t('empty.create')}
              </Button>
            )}
            {onImport && (
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onImport}>
                {t('empty.import')}
              </Button>
            )}
          </>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}
