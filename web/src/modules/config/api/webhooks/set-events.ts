import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';
import type { EventIn } from './types';

/**
 * PUT /api/webhooks/apps/{id}/events `{events}`: the application's whole set (events left out are removed). A 422
 * names its rows `events.{i}.url` / `events.{i}.event` by their place in the set sent; a 409 says another change to the
 * application came first (`version` is the one read). Not toasted: the form shows it.
 */
export function setEvents(id: string, events: EventIn[], version?: number) {
  return call(typedClient.PUT('/api/webhooks/apps/{id}/events', { params: { path: { id } }, body: { events, version } }), { notify: false });
}

export function useSetEvents(id: string, version?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (events: EventIn[]) => setEvents(id, events, version),
    onSuccess: (app) => {
      client.setQueryData(webhooksKeys.app(id), app);
      return client.invalidateQueries({ queryKey: webhooksKeys.apps, exact: true });
    },
  });
}
