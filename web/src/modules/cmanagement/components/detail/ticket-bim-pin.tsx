import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCube, IconPinnedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '@/components/ui/notify-success';
import { ApiError, isApiError, notifyApiError } from '@/lib/api';
import type { Ticket, TicketBim } from '../../api/types';
import { useUpdateTicket } from '../../api/update-ticket';
import { modelUrl } from '../bim/use-element-param';
import { PinElementList } from './pin-element-list';

interface TicketBimPinProps {
  ticket: Ticket;
  pin: TicketBim;
  canManage: boolean;
}

/**
 * The BIM element a ticket is pinned to: which one, in which model, a way to see it there, and (for those who may
 * edit the ticket) to unpin it. An element gone from the model's current files is said so. A pin of several elements
 * (a non-conforming concrete lot's) says how many and lists them by name, each opening the model at it; the model
 * colours all of them.
 */
export function TicketBimPin({ ticket, pin, canManage }: TicketBimPinProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const update = useUpdateTicket();
  const values = { element: pin.element_name ?? pin.global_id, class: pin.element_class, model: pin.model_name };
  const many = pin.global_ids.length > 1;
  // Of several elements, the one named is the main one (the first placement's).
  const elementKey = many ? (pin.element_class ? 'pin.main' : 'pin.mainNoClass') : pin.element_class ? 'pin.element' : 'pin.elementNoClass';

  const unpin = async () => {
    try {
      await update.mutateAsync({ id: ticket.id, version: ticket.version, patch: { bim: null } });
      notifySuccess(t('pin.removed', { number: ticket.number }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) notifyApiError(new ApiError({ status: 409, message: t('detail.stale') }));
      else if (error.status !== 401) notifyApiError(error);
    }
  };

  return (
    <Card withBorder radius="md" data-testid="ticket-bim-pin">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCube size={18} aria-hidden />
          <Title order={4}>{t('pin.title')}</Title>
        </Group>
        {many && (
          <Text size="sm" fw={500} data-testid="ticket-bim-count">
            {t('pin.count', { count: pin.global_ids.length, model: pin.model_name })}
          </Text>
        )}
        <Text size="sm" data-testid="ticket-bim-element">
          {t(elementKey, values)}
        </Text>
        {many && <PinElementList modelId={pin.model_id} globalIds={pin.global_ids} />}
        {!pin.found && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="sm">{t('pin.notFound')}</Text>
          </Alert>
        )}
        <Group gap="xs">
          <Button component={Link} to={modelUrl(pin.model_id, pin.global_id)} variant="light" size="xs" leftSection={<IconCube size={14} />}>
            {t('pin.view')}
          </Button>
          {canManage && (
            <Button variant="subtle" color="red" size="xs" leftSection={<IconPinnedOff size={14} />} loading={update.isPending} onClick={() => void unpin()}>
              {t('pin.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
