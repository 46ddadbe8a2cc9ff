import { Badge, Tooltip } from '@mantine/core';
import { IconCalendarCheck, IconCalendarQuestion, IconCalendarX, IconCircleCheck, IconCircleDashed, IconAlertCircle, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UnitStatus } from '../../api/types';
import { STATUS_COLORS } from './unit-status';

const ICONS: Record<UnitStatus, Icon> = {
  new: IconCircleDashed,
  to_confirm: IconCalendarQuestion,
  confirmed: IconCalendarCheck,
  rejected: IconCalendarX,
  delivered: IconCircleCheck,
  delivered_observations: IconAlertCircle,
};

/** A unit's status as a coloured badge with its word, and what it means in a tooltip. */
export function UnitStatusBadge({ status, size = 'md' }: { status: UnitStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('warranties');
  const StatusIcon = ICONS[status];
  return (
    <Tooltip label={t(`statusHint.${status}`)} withArrow openDelay={300}>
      <Badge size={size} color={STATUS_COLORS[status]} variant="light" tt="none" leftSection={<StatusIcon size={12} aria-hidden />} data-testid="unit-status" data-status={status}>
        {t(`status.${status}`)}
      </Badge>
    </Tooltip>
  );
}
