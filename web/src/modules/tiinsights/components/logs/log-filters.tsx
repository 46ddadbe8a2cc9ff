import { ActionIcon, Group, Select, Switch, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, type LogQuery } from '../../api/types';

interface LogFiltersProps {
  query: LogQuery;
  onChange: (change: Partial<LogQuery>) => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Level, text, request and company; the automatic reload and a reload now. */
export function LogFilters({ query, onChange, autoRefresh, onAutoRefresh, refreshing, onRefresh }: LogFiltersProps) {
  const { t } = useTranslation('tiinsights');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('logs.filters.label')} data-testid="log-filters">
      <Select
        label={t('logs.filters.level')}
        placeholder={t('logs.filters.allLevels')}
        data={LOG_LEVELS.map((level) => ({ value: level, label: t(`logs.level.${level}`) }))}
        value={query.level}
        onChange={(value) => onChange({ level: value })}
        clearable
        w={150}
        data-testid="log-level"
      />
      <TextInput
        label={t('logs.filters.text')}
        placeholder={t('logs.filters.textPlaceholder')}
        leftSection={<IconSearch size={14} />}
        value={query.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
        w={240}
      />
      <TextInput label={t('logs.filters.requestId')} value={query.request_id} onChange={(event) => onChange({ request_id: event.currentTarget.value })} w={220} />
      <TextInput label={t('logs.filters.companyId')} value={query.company_id} onChange={(event) => onChange({ company_id: event.currentTarget.value })} w={220} />
      <Group gap="sm" ml="auto" align="center" mb={6}>
        <Switch label={t('logs.filters.autoRefresh')} checked={autoRefresh} onChange={(event) => onAutoRefresh(event.currentTarget.checked)} data-testid="log-auto-refresh" />
        <Tooltip label={t('logs.filters.refresh')} withArrow>
          <ActionIcon variant="default" size="lg" aria-label={t('logs.filters.refresh')} loading={refreshing} onClick={onRefresh}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
