import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../api/get-units';
import type { ActivityForm } from './activity-form-values';

/** The project's units the activity builds (from the deliveries module), searched on the server. */
export function UnitSelect({ form, projectId }: { form: ActivityForm; projectId: string }) {
  const { t } = useTranslation('quality');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const units = useUnits(projectId, debounced, true);
  // Chosen units stay listed (with their names) while the search brings others.
  const [known, setKnown] = useState<Record<string, string>>({});
  const found = units.data ?? [];
  const names = { ...known, ...Object.fromEntries(found.map((unit) => [unit.id, unit.name])) };
  const data = [...new Set([...form.values.unit_ids, ...found.map((unit) => unit.id)])].map((id) => ({ value: id, label: names[id] ?? t('form.unitUnknown') }));

  return (
    <MultiSelect
      label={t('form.units')}
      description={t('form.unitsHint')}
      placeholder={form.values.unit_ids.length === 0 ? t('form.unitsPlaceholder') : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={form.values.unit_ids}
      onChange={(ids) => {
        setKnown(names);
        form.setFieldValue('unit_ids', ids);
      }}
      error={form.errors.unit_ids}
      nothingFoundMessage={units.isFetching ? undefined : t('form.unitsNone')}
      rightSection={units.isFetching ? <Loader size={14} /> : undefined}
      clearable
      comboboxProps={{ withinPortal: true }}
      data-testid="activity-units"
    />
  );
}
