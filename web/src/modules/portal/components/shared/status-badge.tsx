import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '../../api/types';

/** Hues whose light badges keep their text at 4.5:1 (as the staff lists). */
export const STATUS_COLORS: Record<RequestStatus, string> = {
  new: 'gray',
  assigned: 'blue',
  in_progress: 'violet',
  postponed: 'pink',
  finished: 'cyan',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="request-status" style={{ flex: 'none' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
