import type { TicketCore } from '@/components/tickets/ticket-core';
import { REQUESTS_PATH, reloadRequest, rKeys } from './keys';

export const requestUrl = (id: string, tab = 'actividad') => `/warranties/solicitud/${encodeURIComponent(id)}/${tab}`;

/**
 * After-sales requests on the shared ticket-core screens: the `/api/warranties` routes, this module's cache keys and
 * its words ("la solicitud"). Its message call takes no `send_as`: "send as" goes through the action.
 */
export const requestTicketCore: TicketCore = {
  ticketsPath: REQUESTS_PATH,
  mergesPath: '/api/warranties/merges',
  keys: { messages: rKeys.messages, activity: rKeys.activity, merges: rKeys.merges, mergeCandidates: rKeys.mergeCandidates },
  reload: reloadRequest,
  ticketUrl: (id) => requestUrl(id),
  ns: 'warranties-requests',
  enumNs: 'warranties-requests',
  sendAsVia: 'action',
};
