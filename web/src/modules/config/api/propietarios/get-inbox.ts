import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';

/** GET /api/warranties/inbox: the project's address for requests by e-mail (made on first read, off until turned on). */
export function getInbox(projectId: string) {
  return call(typedClient.GET('/api/warranties/inbox', { params: { query: { projectId } } }), { notify: false });
}

export const inboxQueryOptions = (projectId: string) => queryOptions({ queryKey: ownersKeys.inbox(projectId), queryFn: () => getInbox(projectId) });

export function useInbox() {
  const projectId = useMe().active_project_id ?? '';
  return useQuery({ ...inboxQueryOptions(projectId), enabled: projectId !== '' });
}
