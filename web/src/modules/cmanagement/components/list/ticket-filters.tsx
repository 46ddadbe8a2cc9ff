import { Button, Group, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TicketFilters } from '../../api/get-tickets';
import type { TicketForm } from '../../api/types';
import { ORIGINS, PRIORITIES, STATUSES, pick } from '../ticket/enums';
import { toOptions } from '../ticket/options';
import { CustomFieldFilter } from './custom-field-filter';
import { hasFilters } from './list-params';

interface TicketFiltersProps {
  filters: TicketFilters;
  onChange: (patch: Partial<TicketFilters>) => void;
  onClear: () => void;
  options: TicketForm | undefined;
}

/** Status, priority, category, responsible (or none), applicant, origin, creation dates and one custom field. */
export function TicketFiltersBar({ filters, onChange, onClear, options }: TicketFiltersProps) {
  const { t } = useTranslation(['cmanagement-tickets', 'cmanagement']);
  const people = toOptions(options?.people ?? []);
  const multi = (key: 'status' | 'priority' | 'origin', values: readonly string[], labels: string) => (
    <MultiSelect
      aria-label={t(`filters.${key}`)}
      placeholder={filters[key].length === 0 ? t(`filters.${key}`) : undefined}
      data={values.map((value) => ({ value, label: t(`cmanagement:${labels}.${value}`) }))}
      value={filters[key]}
      onChange={(next) => onChange({ [key]: pick(values, next) })}
      clearable
      w={220}
      data-testid={`filter-${key}`}
    />
  );
  const single = (key: 'category_id' | 'responsible_id' | 'applicant_id', data: { value: string; label: string }[]) => (
    <Select
      aria-label={t(`filters.${key}`)}
      placeholder={t(`filters.${key}`)}
      data={data}
      value={filters[key]}
      onChange={(next) => onChange({ [key]: next })}
      clearable
      searchable
      w={200}
      data-testid={`filter-${key}`}
    />
  );
  // A date input shows only the browser's 'dd-mm-aaaa' mask: a short word inside each says which end it is.
  const date = (key: 'created_from' | 'created_to', word: string) => (
    <TextInput
      type="date"
      aria-label={t(`filters.${key}`)}
      title={t(`filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.currentTarget.value || null })}
      leftSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {word}
        </Text>
      }
      leftSectionWidth={60}
      w={215}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <Group gap="sm" wrap="wrap" data-testid="ticket-filters">
      {multi('status', STATUSES, 'statusBadge')}
      {multi('priority', PRIORITIES, 'priority')}
      {single('category_id', toOptions(options?.categories ?? []))}
      {single('responsible_id', [{ value: 'none', label: t('filters.noResponsible') }, ...people])}
      {single('applicant_id', people)}
      {multi('origin', ORIGINS, 'origin')}
      <Group gap={6} wrap="nowrap">
        {date('created_from', t('filters.createdFromShort'))}
        {date('created_to', t('filters.createdToShort'))}
      </Group>
      <CustomFieldFilter
        fields={options?.fields ?? []}
        people={people}
        fieldId={filters.field_id}
        value={filters.field_value}
        onChange={(field_id, field_value) => onChange({ field_id, field_value })}
      />
      {hasFilters(filters) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
