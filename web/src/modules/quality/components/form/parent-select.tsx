import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivities } from '../../api/get-activities';
import type { Activity } from '../../api/types';
import type { ActivityForm } from './activity-form-values';

const label = (activity: Pick<Activity, 'code' | 'description'>) => `${activity.code} · ${activity.description}`;

interface ParentSelectProps {
  form: ActivityForm;
  projectId: string;
  /** The parent chosen from a row ("add sub-activity"): shown even when the search does not bring it. */
  preset: Activity | null;
}

/** Where a new activity goes in the WBS: under any activity (it becomes a summary), or at the top when empty. */
export function ParentSelect({ form, projectId, preset }: ParentSelectProps) {
  const { t } = useTranslation('quality');
  const [search, setSearch] = useState('');
  const chosen = form.values.parent_id;
  const [debounced] = useDebouncedValue(search, 300);
  // Searching the label of the chosen option is not a new search.
  const query = preset && search === label(preset) ? '' : debounced;
  const activities = useActivities(projectId, { page: 1, search: query, stageId: null, valueIds: [], status: null, collapsed: [] });
  const found = activities.data?.data ?? [];
  const options = preset && !found.some((activity) => activity.id === preset.id) ? [preset, ...found] : found;

  return (
    <Select
      label={t('form.parent')}
      description={t('form.parentHint')}
      placeholder={t('form.parentTop')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searches; every option it sends matches.
      filter={({ options: all }) => all}
      data={options.map((activity) => ({ value: activity.id, label: label(activity) }))}
      value={chosen}
      onChange={(value) => form.setFieldValue('parent_id', value)}
      error={form.errors.parent_id}
      nothingFoundMessage={activities.isFetching ? undefined : t('form.parentNone')}
      rightSection={activities.isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
      data-testid="activity-parent"
    />
  );
}
