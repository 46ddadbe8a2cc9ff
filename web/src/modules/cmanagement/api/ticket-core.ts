import type { TicketCore } from '@/components/tickets/ticket-core';
import { ticketUrl } from '../components/list/ticket-link';
import { cmKeys, reloadTicket } from './keys';

/** Cmanagement's tickets on the shared ticket-core screens: its API, its cache keys, its words ("el ticket"). */
export const cmTicketCore: TicketCore = {
  ticketsPath: '/api/cmanagement/tickets',
  mergesPath: '/api/cmanagement/merges',
  keys: { messages: cmKeys.messages, activity: cmKeys.activity, merges: cmKeys.merges, mergeCandidates: cmKeys.mergeCandidates },
  reload: reloadTicket,
  ticketUrl,
  ns: 'cmanagement-tickets',
  enumNs: 'cmanagement',
  sendAsVia: 'message',
};
