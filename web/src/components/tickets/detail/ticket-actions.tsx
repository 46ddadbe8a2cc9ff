import { Button, Group } from '@mantine/core';
import { IconCalendarPause, IconCircleCheck, IconGitMerge, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useTicketAction } from '../api/ticket-action';
import { useCoreTranslation } from '../ticket-core';
import type { CoreTicket, TicketStatus } from '../types';
import { FinishDialog } from './finish-dialog';
import { MergeDialog } from './merge-dialog';
import { PostponeDialog } from './postpone-dialog';

type Direct = 'resume' | 'reopen' | 'open';
type Dialog = 'postpone' | 'finish' | 'merge';

/** Which transitions each status allows (SPEC §4, contract `/actions`). */
const ALLOWED: Record<TicketStatus, readonly (Direct | Dialog)[]> = {
  new: ['open', 'postpone', 'finish', 'merge'],
  open: ['postpone', 'finish', 'merge'],
  pending: ['open', 'postpone', 'finish', 'merge'],
  postponed: ['resume', 'postpone', 'finish', 'merge'],
  finished: ['reopen'],
};

export const allowedActions = (status: TicketStatus) => ALLOWED[status];

interface TicketActionsProps {
  ticket: CoreTicket;
  canManage: boolean;
  canMerge: boolean;
  maxMessageLength: number;
  /** A module's own buttons, before the core's (after-sales: "notify the owner"). */
  extra?: ReactNode;
}

/** The status buttons of a ticket; the ones that need more (a date, a justification, a ticket) open a dialog. */
export function TicketActions({ ticket, canManage, canMerge, maxMessageLength, extra }: TicketActionsProps) {
  const { t } = useCoreTranslation();
  const action = useTicketAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const allowed = ALLOWED[ticket.status].filter((name) => (name === 'merge' ? canMerge : canManage));
  if (allowed.length === 0 && !extra) return null;

  const run = async (name: Direct) => {
    try {
      await action.mutateAsync({ id: ticket.id, action: name });
      notifySuccess(t(`actions.${name}.done`, { number: ticket.number }));
    } catch (error) {
      if (isApiError(error) && error.status !== 401) notifyApiError(error);
      else if (!isApiError(error)) throw error;
    }
  };
  const direct = (name: Direct, Icon: typeof IconRefresh) =>
    allowed.includes(name) && (
      <Button variant="default" leftSection={<Icon size={16} />} loading={action.isPending && action.variables.action === name} onClick={() => void run(name)}>
        {t(`actions.${name}.label`)}
      </Button>
    );

  return (
    <Group gap="xs" data-testid="ticket-actions">
      {extra}
      {direct('open', IconPlayerPlay)}
      {direct('resume', IconPlayerPlay)}
      {direct('reopen', IconRefresh)}
      {allowed.includes('postpone') && (
        <Button variant="default" leftSection={<IconCalendarPause size={16} />} onClick={() => setDialog('postpone')}>
          {ticket.status === 'postponed' ? t('actions.postpone.change') : t('actions.postpone.label')}
        </Button>
      )}
      {allowed.includes('merge') && (
        <Button variant="default" leftSection={<IconGitMerge size={16} />} onClick={() => setDialog('merge')}>
          {t('merge.open')}
        </Button>
      )}
      {allowed.includes('finish') && (
        <Button color="teal" leftSection={<IconCircleCheck size={16} />} onClick={() => setDialog('finish')}>
          {t('actions.finish.label')}
        </Button>
      )}
      <PostponeDialog ticket={ticket} opened={dialog === 'postpone'} onClose={() => setDialog(null)} />
      <FinishDialog ticket={ticket} maxLength={maxMessageLength} opened={dialog === 'finish'} onClose={() => setDialog(null)} />
      <MergeDialog ticket={ticket} opened={dialog === 'merge'} onClose={() => setDialog(null)} />
    </Group>
  );
}
