import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Person, UnitTypeOut } from '../../api/types';
import { UNIT_STATUSES, isUnitStatus } from '../status/unit-status';
import { hasFilters, type UnitFilters } from './use-units-params';

interface UnitsFiltersProps {
  filters: UnitFilters;
  onChange: (change: Partial<UnitFilters>) => void;
  onClear: () => void;
  unitTypes: UnitTypeOut[];
  people: Person[];
}

/** Search, status (several), unit type and responsible; every choice goes to the URL and the server. */
export function UnitsFilters({ filters, onChange, onClear, unitTypes, people }: UnitsFiltersProps) {
  const { t } = useTranslation(['warranties-units', 'warranties']);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" data-testid="units-filters">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        w={{ base: '100%', sm: 220 }}
        data-testid="units-search"
      />
      <MultiSelect
        label={t('filters.status')}
        placeholder={filters.status.length === 0 ? t('filters.any') : undefined}
        data={UNIT_STATUSES.map((status) => ({ value: status, label: t(`warranties:status.${status}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status: status.filter(isUnitStatus) })}
        clearable
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('filters.unitType')}
        placeholder={t('filters.any')}
        data={unitTypes.map((type) => ({ value: type.id, label: type.name }))}
        value={filters.unit_type_id}
        onChange={(unit_type_id) => onChange({ unit_type_id })}
        clearable
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label={t('filters.responsible')}
        placeholder={t('filters.any')}
        data={people.map((person) => ({ value: person.id, label: person.name }))}
        value={filters.responsible_id}
        onChange={(responsible_id) => onChange({ responsible_id })}
        clearable
        searchable
        w={{ base: '100%', sm: 200 }}
      />
      {hasFilters(filters) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
