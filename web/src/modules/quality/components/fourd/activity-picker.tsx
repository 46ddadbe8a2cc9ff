import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivitySearch } from '../../api/fourd-activity-search';

export interface PickedActivity {
  id: string;
  label: string;
}

/**
 * The activity to link elements to: a searchable list of the project's activities (code and description), asked to
 * the server as the user types. The chosen one stays in the list while other searches come and go.
 */
export function ActivityPicker({ projectId, value, onChange }: { projectId: string; value: PickedActivity | null; onChange: (activity: PickedActivity | null) => void }) {
  const { t } = useTranslation('quality-bim');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // While an activity is chosen the field shows its label; searching that label would narrow the list to it alone.
  const query = value && search === value.label ? '' : debounced;
  const results = useActivitySearch(projectId, query);
  const data = useMemo(() => {
    const options = (results.data ?? []).map((activity) => ({ value: activity.id, label: `${activity.code} ${activity.description}` }));
    if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.label });
    return options;
  }, [results.data, value]);
  return (
    <Select
      label={t('link.activity')}
      placeholder={t('link.activityPlaceholder')}
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => onChange(id ? { id, label: option?.label ?? id } : null)}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? t('link.searching') : t('link.noActivities')}
      data-testid="fourd-activity-picker"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
