import { useMe } from '@/lib/session';

export const EDIT_PERMISSION = 'warranties.fichas.edit';

/** What the current user may do with units (the server checks again): change them with `warranties.fichas.edit`. */
export function useUnitRights() {
  const me = useMe();
  return { canEdit: me.permissions.includes(EDIT_PERMISSION), me };
}
