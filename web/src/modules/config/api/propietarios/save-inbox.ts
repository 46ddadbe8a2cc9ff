import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';

/**
 * PUT /api/warranties/inbox?projectId= `{enabled}`: turns the address on or off and answers it. A refusal is toasted
 * with the server's message by the client.
 */
export function saveInbox(projectId: string, enabled: boolean) {
  return call(typedClient.PUT('/api/warranties/inbox', { params: { query: { projectId } }, body: { enabled } }));
}

/** Not optimistic: the switch keeps the server's state until it answers, since "on" means mail is being taken. */
export function useSaveInbox() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({
    mutationFn: (enabled: boolean) => saveInbox(projectId, enabled),
    onSuccess: (inbox) => client.setQueryData(ownersKeys.inbox(projectId), inbox),
  });
}
