import { Autocomplete, Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasWorkerFilters, NO_WORKER_FILTERS, useContractorOptions, type WorkerFilters } from '../../api/get-workers';
import type { IdKind } from '../../api/worker-types';

interface WorkersFiltersProps {
  filters: WorkerFilters;
  onChange: (filters: WorkerFilters) => void;
  projects: { value: string; label: string }[];
  kind: IdKind;
}

const STATUS = { all: null, active: true, inactive: false } as const;
type StatusKey = keyof typeof STATUS;
const statusKey = (active: boolean | null): StatusKey => (active === null ? 'all' : active ? 'active' : 'inactive');

/** Search (names and RUT/CPF), project, contractor (exact name, with the known ones suggested) and status. */
export function WorkersFilters({ filters, onChange, projects, kind }: WorkersFiltersProps) {
  const { t } = useTranslation('config-workers');
  const contractors = useContractorOptions();
  const set = (patch: Partial<WorkerFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="sm" data-testid="workers-filters">
      <TextInput
        aria-label={t(`filters.search.${kind}`)}
        placeholder={t(`filters.search.${kind}`)}
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        data-testid="workers-search"
      />
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t('filters.project')}
          placeholder={t('filters.project')}
          data={projects}
          value={filters.project_id}
          onChange={(project_id) => set({ project_id })}
          clearable
          searchable
          style={{ flex: '1 1 180px' }}
          data-testid="workers-filter-project"
        />
        <Autocomplete
          aria-label={t('filters.contractor')}
          placeholder={t('filters.contractor')}
          data={contractors.data ?? []}
          value={filters.contractor}
          onChange={(contractor) => set({ contractor })}
          style={{ flex: '1 1 180px' }}
          data-testid="workers-filter-contractor"
        />
        <SegmentedControl
          aria-label={t('filters.status')}
          value={statusKey(filters.active)}
          onChange={(value) => set({ active: STATUS[value] })}
          data={(['all', 'active', 'inactive'] as const).map((value) => ({ value, label: t(`filters.${value}`) }))}
          data-testid="workers-filter-status"
        />
        {hasWorkerFilters(filters) && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(NO_WORKER_FILTERS)}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
