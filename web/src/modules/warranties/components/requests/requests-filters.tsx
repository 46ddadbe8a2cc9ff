import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORIGINS, pick } from '@/components/tickets/enums';
import type { RequestFilters } from '../../api/requests/get-requests';
import type { NamedRef } from '../../api/requests/types';
import { hasFilters } from './use-requests-params';

interface RequestsFiltersProps {
  filters: RequestFilters;
  onChange: (change: Partial<RequestFilters>) => void;
  onClear: () => void;
  responsibles: NamedRef[];
}

/** Search (subject, unit, owner, `#number`), origin (several) and responsible; every choice goes to the URL. */
export function RequestsFilters({ filters, onChange, onClear, responsibles }: RequestsFiltersProps) {
  const { t } = useTranslation('warranties-requests');
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" data-testid="requests-filters">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        w={{ base: '100%', sm: 280 }}
        data-testid="requests-search"
      />
      <MultiSelect
        label={t('filters.origin')}
        placeholder={filters.origin.length === 0 ? t('filters.any') : undefined}
        data={ORIGINS.map((origin) => ({ value: origin, label: t(`origin.${origin}`) }))}
        value={filters.origin}
        onChange={(origin) => onChange({ origin: pick(ORIGINS, origin) })}
        clearable
        w={{ base: '100%', sm: 260 }}
        data-testid="requests-filter-origin"
      />
      <Select
        label={t('filters.responsible')}
        placeholder={t('filters.any')}
        data={responsibles.map((person) => ({ value: person.id, label: person.name }))}
        value={filters.responsible_id}
        onChange={(responsible_id) => onChange({ responsible_id })}
        clearable
        searchable
        w={{ base: '100%', sm: 220 }}
        data-testid="requests-filter-responsible"
      />
      {hasFilters(filters) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
