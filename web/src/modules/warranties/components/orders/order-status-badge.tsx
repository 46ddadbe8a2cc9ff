import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../api/requests/types';

const COLOR: Record<OrderStatus, string> = { created: 'blue', edited: 'blue', rescheduled: 'violet', confirmed: 'teal', managed: 'green', cancelled: 'gray' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('warranties-orders');
  return (
    <Badge color={COLOR[status]} variant="light" tt="none" data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** An order whose schedule and failures can still change, and whose result can still be recorded. */
export const isLive = (status: OrderStatus) => status !== 'managed' && status !== 'cancelled';
