import type { QueryClient } from '@tanstack/react-query';
import { positionsQueryKey } from './get-positions';
import { profilesQueryKey } from './get-profiles';
import { usersQueryKey } from './get-users';

/**
 * After any user change (also a failed one: a 409 means the list is stale): the user lists and limits, and the
 * position and profile lists, whose user counts may have moved.
 */
export async function reloadUsers(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: usersQueryKey }),
    client.invalidateQueries({ queryKey: positionsQueryKey }),
    client.invalidateQueries({ queryKey: [...profilesQueryKey, 'list'] }),
  ]);
}
