import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types';
import { formatWindow } from '../shared/format';
import { VisitAnswer } from './visit-answer';

const STATUS_COLORS: Record<string, string> = { confirmed: 'teal', managed: 'cyan', cancelled: 'red' };

/** A visit of the after-sales team: its kind and code, when, who comes, and the owner's answer. */
export function OrderCard({ order, requestId }: { order: Order; requestId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="order-card" data-code={order.code}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={700}>{t(`order.kind.${order.kind}`)}</Text>
            <Text size="xs" c="dimmed">
              {order.code}
            </Text>
          </Stack>
          <Badge variant="light" color={STATUS_COLORS[order.status] ?? 'blue'} style={{ flex: 'none' }} data-testid="order-status">
            {t(`order.status.${order.status}`, { defaultValue: order.status })}
          </Badge>
        </Group>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" data-testid="order-window">
            <Text span c="dimmed" size="sm">
              {t('order.window')}:{' '}
            </Text>
            {formatWindow(order.starts_at, order.ends_at, i18n.language)}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconUser size={18} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('order.responsible')}:{' '}
            </Text>
            {order.responsible ?? t('order.noResponsible')}
          </Text>
        </Group>
        <VisitAnswer order={order} requestId={requestId} />
      </Stack>
    </Card>
  );
}
