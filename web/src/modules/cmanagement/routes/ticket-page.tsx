import { Anchor, Button, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconChecklist, IconMessages, IconTicketOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useTicketForm } from '../api/get-form';
import { useTicket } from '../api/get-ticket';
import type { Ticket, TicketForm } from '../api/types';
import { GeneralTab } from '../components/detail/general-tab';
import { MergedBanner } from '@/components/tickets/detail/merged-banner';
import { TicketActions } from '@/components/tickets/detail/ticket-actions';
import { TicketHeader } from '@/components/tickets/detail/ticket-header';
import { TasksPanel } from '../components/issues/tasks-panel';
import { useTicketRights } from '../components/ticket/use-ticket-rights';

function DetailTabs({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('cmanagement-tickets');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/cmanagement/tickets/${encodeURIComponent(ticket.id)}`;
  const current = pathname.startsWith(`${base}/issues`) ? 'issues' : 'general';
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`${base}/${value}`)}>
      <Tabs.List aria-label={t('detail.tabs.label')}>
        <Tabs.Tab value="general" leftSection={<IconMessages size={16} />}>
          {t('detail.tabs.general')}
        </Tabs.Tab>
        <Tabs.Tab value="issues" leftSection={<IconChecklist size={16} />}>
          {t('detail.tabs.issues', { done: ticket.tasks_done, total: ticket.tasks_total })}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

function TicketDetail({ ticket, options }: { ticket: Ticket; options: TicketForm | undefined }) {
  const rights = useTicketRights();
  const canManage = rights.canManage(ticket);
  const canMerge = rights.canMerge(ticket);
  return (
    <Stack gap="md" data-testid="ticket-page">
      <TicketHeader
        ticket={ticket}
        actions={<TicketActions ticket={ticket} canManage={canManage} canMerge={canMerge} maxMessageLength={options?.max_message_length ?? 1000} />}
      />
      {ticket.merged_into && <MergedBanner target={ticket.merged_into} />}
      <DetailTabs ticket={ticket} />
      <Routes>
        <Route index element={<Navigate to="general" replace />} />
        <Route path="general" element={<GeneralTab ticket={ticket} options={options} canManage={canManage} canMerge={canMerge} />} />
        <Route path="issues/:issueId?" element={<TasksPanel ticketId={ticket.id} options={options} readOnly={!canManage} />} />
      </Routes>
    </Stack>
  );
}

/** `/cmanagement/tickets/:ticketId/*`: one ticket — header and actions, then the `general` and `issues` tabs. */
export function TicketPage() {
  useHelpKey('cmanagement.ticket');
  const { t } = useTranslation('cmanagement-tickets');
  const ticketId = useParams().ticketId ?? '';
  const ticket = useTicket(ticketId);
  const form = useTicketForm();

  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/cmanagement/tickets" size="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('detail.back')}
      </Anchor>
      {ticket.isLoading ? (
        <PageLoader />
      ) : ticket.isError ? (
        <StatusPage
          icon={<IconTicketOff size={36} />}
          title={ticket.error.message}
          description={t('errors.ticketDetail')}
          actions={
            <Button component={Link} to="/cmanagement/tickets">
              {t('detail.back')}
            </Button>
          }
          testId="ticket-error"
        />
      ) : ticket.data ? (
        <TicketDetail ticket={ticket.data} options={form.data} />
      ) : null}
    </Stack>
  );
}
