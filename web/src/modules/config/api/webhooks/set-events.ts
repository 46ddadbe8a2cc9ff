import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';
import type { EventIn } from './types';

/**
 * PUT /api/webhooks/apps/{id}/events `{events}`: the application's whole set (events left out are removed). A 422
 * names its rows `events.{i}.url` / `events.{i}.event` by their place in the set sent. Not toasted: the form shows it.
 */
export function setEvents(id: string, events: EventIn[]) {
  return call(typedClient.PUT('/api/webhooks/apps/{id}/events', { params: { path: { id } }, body: { events } }), { notify: false });
}

export function useSetEvents(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (events: EventIn[]) => setEvents(id, events),
    onSuccess: (app) => {
      client.setQueryData(webhooksKeys.app(id), app);
      return client.invalidateQueries({ queryKey: webhooksKeys.apps, exact: true });
    },
  });
}
