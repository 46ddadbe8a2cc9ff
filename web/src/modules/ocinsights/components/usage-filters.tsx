import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsageQuery } from '../api/types';
import { lastDays, MAX_RANGE_DAYS, PRESETS, presetOf, type RangeProblem } from './usage-params';

interface UsageFiltersProps {
  query: UsageQuery;
  today: Date;
  onChange: (change: Partial<UsageQuery>) => void;
  projects: { id: string; name: string }[];
  problem: RangeProblem | null;
  onExport: () => void;
  exporting: boolean;
}

const CUSTOM = 'custom';

/** The range (a quick one or two dates), day or week, one project or all, and the workbook of the same figures. */
export function UsageFilters({ query, today, onChange, projects, problem, onExport, exporting }: UsageFiltersProps) {
  const { t } = useTranslation('ocinsights');
  const granularityLabel = useId();
  const preset = presetOf(query, today);
  const presets = [...PRESETS.map((days) => ({ value: String(days), label: t('filters.lastDays', { count: days }) })), { value: CUSTOM, label: t('filters.custom') }];
  return (
    <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={t('filters.label')} data-testid="usage-filters">
      <Select
        label={t('filters.range')}
        data={presets}
        value={preset === null ? CUSTOM : String(preset)}
        allowDeselect={false}
        onChange={(value) => value && value !== CUSTOM && onChange(lastDays(Number(value), today))}
        w={170}
        data-testid="usage-preset"
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={query.from}
        max={query.to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
        error={problem === 'tooLong' ? t('filters.tooLong', { days: MAX_RANGE_DAYS }) : undefined}
        w={160}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={query.to}
        min={query.from}
        onChange={(event) => event.currentTarget.value && onChange({ to: event.currentTarget.value })}
        error={problem === 'reversed' ? t('filters.reversed') : undefined}
        w={160}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={granularityLabel}>
          {t('filters.granularity')}
        </Text>
        <SegmentedControl
          aria-labelledby={granularityLabel}
          value={query.granularity}
          onChange={(value) => onChange({ granularity: value })}
          data={[
            { value: 'day', label: t('filters.day') },
            { value: 'week', label: t('filters.week') },
          ]}
          data-testid="usage-granularity"
        />
      </Stack>
      <Select
        label={t('filters.project')}
        placeholder={t('filters.allProjects')}
        data={projects.map((project) => ({ value: project.id, label: project.name }))}
        value={query.project_id}
        onChange={(value) => onChange({ project_id: value })}
        clearable
        searchable
        nothingFoundMessage={t('filters.noProject')}
        w={220}
        data-testid="usage-project"
      />
      <Button
        ml="auto"
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={onExport}
        loading={exporting}
        disabled={problem !== null}
        data-testid="usage-export"
      >
        {t('filters.export')}
      </Button>
    </Group>
  );
}
