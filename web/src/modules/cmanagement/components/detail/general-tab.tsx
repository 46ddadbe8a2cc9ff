import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket, TicketForm } from '../../api/types';
import { ActivityList } from '@/components/tickets/activity/activity-list';
import { TicketEditForm } from '../form/ticket-edit-form';
import { Composer } from '@/components/tickets/messages/composer';
import { DEFAULT_LIMITS } from '@/components/tickets/messages/file-checks';
import { MessagesThread } from '@/components/tickets/messages/messages-thread';
import { MergesList } from '@/components/tickets/detail/merges-list';
import { TicketBimPin } from './ticket-bim-pin';

interface GeneralTabProps {
  ticket: Ticket;
  options: TicketForm | undefined;
  canManage: boolean;
  canMerge: boolean;
}

/** "send as" moves the ticket, so it is offered where a transition from the current status exists. */
const SEND_AS_FROM = ['new', 'open', 'pending'];

/** The `general` tab: the messages and the composer, the activity; on the side the fields and the merges. */
export function GeneralTab({ ticket, options, canManage, canMerge }: GeneralTabProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const readOnly = ticket.merged_into !== null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
        <Stack gap="md">
          <Title order={4}>{t('messages.title')}</Title>
          <MessagesThread ticketId={ticket.id} />
          {!readOnly && (
            <Composer
              ticketId={ticket.id}
              maxLength={options?.max_message_length ?? 1000}
              limits={options ?? DEFAULT_LIMITS}
              withSendAs={canManage && SEND_AS_FROM.includes(ticket.status)}
            />
          )}
          <ActivityList
            ticketId={ticket.id}
            fields={options?.fields ?? []}
            people={[...(options?.people ?? []), ...[ticket.responsible, ticket.applicant, ...ticket.cc].filter((ref) => ref !== null)]}
            categories={[...(options?.categories ?? []), ...(ticket.category ? [ticket.category] : [])]}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
        <Stack gap="md">
          {ticket.bim && <TicketBimPin ticket={ticket} pin={ticket.bim} canManage={canManage} />}
          {/* Keyed by version: after a save, or a 409 and its reload, the form starts from the stored ticket. */}
          <TicketEditForm key={ticket.version} ticket={ticket} options={options} readOnly={!canManage} />
          <MergesList ticketId={ticket.id} canUndo={canMerge} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
