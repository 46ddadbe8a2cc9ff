import { useMe } from '@/lib/session';

export const MANAGE_REQUESTS = 'warranties.solicitudes.manage';

/**
 * What the current user may do with after-sales requests (the server checks again): reading comes with the module;
 * creating and changing requests, failures and orders needs `warranties.solicitudes.manage`, and a request's
 * responsible may also change their own request. A request merged into another is read-only.
 */
export function useRequestRights() {
  const me = useMe();
  const manager = me.permissions.includes(MANAGE_REQUESTS);
  return {
    me,
    canCreate: manager,
    canManage: (request: { responsible: { id: string } | null; merged_into: unknown }) => request.merged_into === null && (manager || request.responsible?.id === me.user.id),
    canMerge: (request: { merged_into: unknown }) => request.merged_into === null && manager,
  };
}
