import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClipboardCheck, IconPencil, IconPhoneCall, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/components/tickets/format';
import type { OrderOut } from '../../api/requests/types';
import { formatDateTime, isoDay, timeOf } from '../shared/format';
import { isLive, OrderStatusBadge } from './order-status-badge';

interface OrderCardProps {
  order: OrderOut;
  /** The order's screens, e.g. `/warranties/solicitud/r1/oi`. */
  base: string;
  canManage: boolean;
  onCancel: (order: OrderOut) => void;
  onAnswer: (order: OrderOut) => void;
}

function VisitLine({ order }: { order: OrderOut }) {
  const { t, i18n } = useTranslation('warranties-orders');
  const { answer, by_owner: byOwner, reason } = order.visit;
  if (!answer) {
    return (
      <Text size="sm" c="dimmed">
        {`${t('visit.pending')} · ${t('list.deadline', { date: formatDateTime(order.owner_deadline, i18n.language) })}`}
      </Text>
    );
  }
  return (
    <Text size="sm" c={answer === 'reject' ? 'red' : 'teal'} data-testid="order-visit">
      {`${t(`visit.${answer}`)}${byOwner ? '' : ` ${t('visit.byStaff')}`}${reason ? ` · ${reason}` : ''}`}
    </Text>
  );
}

/** One order: code, status, who and when, its failures (with their result once managed), the owner's answer, and what can be done. */
export function OrderCard({ order, base, canManage, onCancel, onAnswer }: OrderCardProps) {
  const { t, i18n } = useTranslation(['warranties-orders', 'warranties-failures']);
  const live = isLive(order.status);
  const who = order.responsible ? t('list.responsible', { name: order.responsible.name }) : order.contractor ? t('list.contractor', { name: order.contractor }) : t('list.unassigned');
  return (
    <Card withBorder radius="md" data-testid="order-card" data-order-id={order.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={4}>{order.code}</Title>
            <OrderStatusBadge status={order.status} />
          </Group>
          {canManage && live && (
            <Group gap="xs">
              <Button size="xs" variant="default" leftSection={<IconPhoneCall size={14} />} onClick={() => onAnswer(order)}>
                {t('list.answer')}
              </Button>
              <Button size="xs" variant="default" component={Link} to={`${base}/editar/${encodeURIComponent(order.id)}`} leftSection={<IconPencil size={14} />}>
                {t('list.edit')}
              </Button>
              <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => onCancel(order)}>
                {t('list.cancel')}
              </Button>
              <Button size="xs" component={Link} to={`${base}/gestionar/${encodeURIComponent(order.id)}`} leftSection={<IconClipboardCheck size={14} />}>
                {t('list.manage')}
              </Button>
            </Group>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Group gap={6}>
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm">{t('list.window', { date: formatDay(isoDay(new Date(order.starts_at)), i18n.language), start: timeOf(order.starts_at), end: timeOf(order.ends_at) })}</Text>
          </Group>
          <Text size="sm">{who}</Text>
        </Group>
        {live && <VisitLine order={order} />}
        <List size="sm" spacing={2}>
          {order.failures.map((failure) => (
            <List.Item key={failure.id}>
              {`N.º ${failure.number} · ${failure.label}`}
              {failure.result && <Text span size="sm" fw={600} c={failure.result === 'solved' ? 'teal' : 'red'}>{` · ${t(`warranties-failures:result.${failure.result}`)}`}</Text>}
              {failure.comment && <Text span size="sm" c="dimmed">{` · ${failure.comment}`}</Text>}
            </List.Item>
          ))}
        </List>
        {order.observation && (
          <Text size="sm" c="dimmed">
            {t('list.observation', { text: order.observation })}
          </Text>
        )}
        {order.managed_at && (
          <Text size="xs" c="dimmed">
            {t('list.managedOn', { date: formatDateTime(order.managed_at, i18n.language) })}
          </Text>
        )}
        {order.cancel_reason && (
          <Text size="xs" c="dimmed">
            {t('list.cancelReason', { reason: order.cancel_reason })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
