import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivityFilters } from '../../api/get-activities';
import { STATUSES, type Attribute, type Stage } from '../../api/types';
import { hasFilters } from './use-activity-params';

interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  /** The text typed, ahead of the debounced search the list uses. */
  search: string;
  onSearchChange: (value: string) => void;
  onChange: (patch: Partial<ActivityFilters>) => void;
  onClear: () => void;
  stages: readonly Stage[];
  attributes: readonly Attribute[];
}

/** Two filters side by side on a phone. */
const HALF = 'calc(50% - var(--mantine-spacing-sm) / 2)';

/** Search, stage, attribute values (any of them) and status: not started, in progress, done or late. */
export function ActivityFiltersBar({ filters, search, onSearchChange, onChange, onClear, stages, attributes }: ActivityFiltersBarProps) {
  const { t } = useTranslation('quality');
  // Grouped by attribute; a deprecated value still filters (activities keep it), marked as such.
  const values = attributes
    .filter((attribute) => attribute.values.length > 0)
    .map((attribute) => ({
      group: attribute.name,
      items: attribute.values.map((value) => ({ value: value.id, label: value.deprecated ? t('filters.deprecatedOption', { name: value.name }) : value.name })),
    }));

  return (
    <Group gap="sm" wrap="wrap" data-testid="activity-filters">
      <TextInput
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 210 }}
      />
      <Select
        aria-label={t('filters.stage')}
        placeholder={t('filters.stage')}
        data={stages.map((stage) => ({ value: stage.id, label: stage.name }))}
        value={filters.stageId}
        onChange={(stageId) => onChange({ stageId })}
        clearable
        searchable
        w={{ base: HALF, xs: 170 }}
        data-testid="filter-stage"
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        data={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status: STATUSES.find((value) => value === status) ?? null })}
        clearable
        w={{ base: HALF, xs: 160 }}
        data-testid="filter-status"
      />
      <MultiSelect
        aria-label={t('filters.values')}
        placeholder={filters.valueIds.length === 0 ? t('filters.values') : undefined}
        data={values}
        value={filters.valueIds}
        onChange={(valueIds) => onChange({ valueIds })}
        clearable
        searchable
        w={{ base: '100%', xs: 230 }}
        data-testid="filter-values"
      />
      {hasFilters({ ...filters, search }) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
