import type { SendAs, TicketOrigin, TicketPriority, TicketStatus } from './types';

/** The wire values in the order the screens offer them (labels: `<enumNs>:status.*`, `priority.*`, …). */
export const STATUSES: readonly TicketStatus[] = ['new', 'open', 'pending', 'postponed', 'finished'];
export const PRIORITIES: readonly TicketPriority[] = ['urgent', 'high', 'medium', 'low'];
export const ORIGINS: readonly TicketOrigin[] = ['delivery_act', 'mobile_app', 'owners_pwa', 'owners_web', 'email', 'call'];
export const SEND_AS: readonly SendAs[] = ['waiting_agent', 'waiting_applicant', 'in_progress', 'resolved'];

/** Keeps the known values of a list read from outside (a URL, a form), in their order. */
export function pick<T extends string>(allowed: readonly T[], values: readonly string[]): T[] {
  return allowed.filter((value) => values.includes(value));
}
