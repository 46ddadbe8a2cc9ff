import { Button, Group, Switch, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StatsQuery } from '../../api/stats/types';

interface StatsFiltersProps {
  query: StatsQuery;
  onChange: (change: Partial<StatsQuery>) => void;
  /** Shown under "Hasta" when the range ends before it starts. */
  rangeError: string | null;
  onExport: () => void;
  exporting: boolean;
  /** Nothing to export while the range is invalid. */
  canExport: boolean;
}

/** The period (from, to: either may stay empty), the scope (active project or all the user's) and the export. */
export function StatsFilters({ query, onChange, rangeError, onExport, exporting, canExport }: StatsFiltersProps) {
  const { t } = useTranslation('warranties-stats');
  return (
    <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={t('filters.label')} data-testid="stats-filters">
      <TextInput
        type="date"
        label={t('filters.from')}
        value={query.from ?? ''}
        max={query.to ?? undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
        w={170}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={query.to ?? ''}
        min={query.from ?? undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
        error={rangeError}
        w={170}
      />
      {/* The switch sits on the inputs' baseline, not on their labels'. */}
      <Switch
        label={t('filters.allProjects')}
        checked={query.all_projects}
        onChange={(event) => onChange({ all_projects: event.currentTarget.checked })}
        mb={8}
        data-testid="stats-all-projects"
      />
      <Button
        ml="auto"
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={onExport}
        loading={exporting}
        disabled={!canExport}
        data-testid="stats-export"
      >
        {t('filters.export')}
      </Button>
    </Group>
  );
}
