import { Button, Group, Select } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogueEvent, LogFilters } from '../../api/webhooks/types';
import { useWebhookLabels } from './labels';

/** The test event is not in the catalogue but has rows of its own. */
const TEST_EVENT: CatalogueEvent = { module: 'webhooks', event: 'webhook.test' };

interface LogsFiltersProps {
  filters: LogFilters;
  catalogue: readonly CatalogueEvent[];
  refreshing: boolean;
  onChange: (filters: LogFilters) => void;
  onRefresh: () => void;
}

/** Narrow the History by status and event, and ask for the latest attempts again. */
export function LogsFilters({ filters, catalogue, refreshing, onChange, onRefresh }: LogsFiltersProps) {
  const { t } = useTranslation('config-webhooks');
  const labels = useWebhookLabels();
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const { module, event } of [...catalogue, TEST_EVENT]) {
    const name = labels.module(module);
    groups.set(name, [...(groups.get(name) ?? []), { value: event, label: labels.event(event) }]);
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('logs.filters.status')}
        placeholder={t('logs.filters.allStatuses')}
        data={(['succeeded', 'failed'] as const).map((status) => ({ value: status, label: t(`logs.status.${status}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange({ ...filters, status: value === 'succeeded' || value === 'failed' ? value : undefined })}
        clearable
        w={{ base: '100%', xs: 180 }}
        data-testid="logs-filter-status"
      />
      <Select
        label={t('logs.filters.event')}
        placeholder={t('logs.filters.allEvents')}
        data={[...groups.entries()].map(([group, items]) => ({ group, items }))}
        value={filters.event ?? null}
        onChange={(value) => onChange({ ...filters, event: value ?? undefined })}
        clearable
        searchable
        w={{ base: '100%', xs: 260 }}
        data-testid="logs-filter-event"
      />
      <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refreshing} onClick={onRefresh} data-testid="logs-refresh">
        {t('logs.refresh')}
      </Button>
    </Group>
  );
}
