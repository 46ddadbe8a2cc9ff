import { useMe } from '@/lib/session';
import type { Ticket } from '../../api/types';

export const CREATE_PERMISSION = 'cmanagement.tickets.create';
export const MANAGE_PERMISSION = 'cmanagement.tickets.manage';

/**
 * What the current user may do (the server checks again): create with `cmanagement.tickets.create`; edit, move and
 * manage tasks with `cmanagement.tickets.manage` or as the ticket's responsible; bulk changes and merges with the
 * permission only. A merged ticket is read-only for everybody.
 */
export function useTicketRights() {
  const me = useMe();
  const manager = me.permissions.includes(MANAGE_PERMISSION);
  return {
    meId: me.user.id,
    meName: `${me.user.first_name} ${me.user.last_name}`.trim(),
    canCreate: me.permissions.includes(CREATE_PERMISSION),
    canBulk: manager,
    canManage: (ticket: Ticket) => ticket.merged_into === null && (manager || ticket.responsible?.id === me.user.id),
    canMerge: (ticket: Ticket) => ticket.merged_into === null && manager,
  };
}

export type TicketRights = ReturnType<typeof useTicketRights>;
