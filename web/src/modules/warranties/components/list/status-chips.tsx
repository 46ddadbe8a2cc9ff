import { Badge, Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnitStatus, UnitsSummary } from '../../api/types';
import { STATUS_COLORS, UNIT_STATUSES, isUnitStatus } from '../status/unit-status';

interface StatusChipsProps {
  summary: UnitsSummary | undefined;
  selected: UnitStatus[];
  onChange: (status: UnitStatus[]) => void;
}

/** How many units each status has; a chip filters the list by its status (several at once). */
export function StatusChips({ summary, selected, onChange }: StatusChipsProps) {
  const { t } = useTranslation(['warranties-units', 'warranties']);
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.statusCounts')} data-testid="status-chips">
      <Badge variant="outline" color="gray" size="lg" tt="none" data-testid="units-total">
        {t('filters.total', { count: summary?.total ?? 0 })}
      </Badge>
      <Chip.Group multiple value={selected} onChange={(values) => onChange(values.filter(isUnitStatus))}>
        {UNIT_STATUSES.map((status) => (
          <Chip key={status} value={status} color={STATUS_COLORS[status]} variant="light" size="sm" data-testid={`status-chip-${status}`}>
            {t('filters.statusCount', { status: t(`warranties:status.${status}`), count: summary?.by_status[status] ?? 0 })}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
