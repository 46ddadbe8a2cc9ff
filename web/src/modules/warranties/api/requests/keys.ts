import type { QueryClient } from '@tanstack/react-query';

/** After-sales query keys, all under the module's `warranties` prefix. */
export const rKeys = {
  /** Every list of requests (the module's, a unit's) and the counts. */
  requests: ['warranties', 'requests'] as const,
  summary: ['warranties', 'requests', 'summary'] as const,
  form: ['warranties', 'request-form'] as const,
  /** One request and everything under it (messages, activity, merges, failures, orders, AC). */
  request: (id: string) => ['warranties', 'request', id] as const,
  messages: (id: string) => ['warranties', 'request', id, 'messages'] as const,
  activity: (id: string) => ['warranties', 'request', id, 'activity'] as const,
  merges: (id: string) => ['warranties', 'request', id, 'merges'] as const,
  failures: (id: string) => ['warranties', 'request', id, 'failures'] as const,
  checklist: (id: string) => ['warranties', 'request', id, 'checklist'] as const,
  orders: (id: string) => ['warranties', 'request', id, 'orders'] as const,
  acs: (id: string) => ['warranties', 'request', id, 'ac'] as const,
  mergeCandidates: (id: string, search: string) => ['warranties', 'request', id, 'merge-candidates', search] as const,
  /** One order by its own id (editar, gestionar). */
  order: (id: string) => ['warranties', 'order', id] as const,
};

export const REQUESTS_PATH = '/api/warranties/requests';
export const requestPath = (id: string) => `${REQUESTS_PATH}/${encodeURIComponent(id)}`;
export const failurePath = (id: string) => `/api/warranties/failures/${encodeURIComponent(id)}`;
export const orderPath = (id: string) => `/api/warranties/orders/${encodeURIComponent(id)}`;
export const acPath = (id: string) => `/api/warranties/ac/${encodeURIComponent(id)}`;

/**
 * After anything changes a request: the request with everything under its key (failures, orders, AC, messages,
 * activity), the lists and counts, and the orders opened by their own id.
 */
export async function reloadRequest(client: QueryClient, id: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: rKeys.request(id) }),
    client.invalidateQueries({ queryKey: rKeys.requests }),
    client.invalidateQueries({ queryKey: ['warranties', 'order'] }),
  ]);
}
