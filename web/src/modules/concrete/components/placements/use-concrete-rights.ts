import { useMe } from '@/lib/session';

/** Registers placements and samples and closes lots (the server checks again). */
export const EDIT_PERMISSION = 'concrete.placements.edit';

/** The active project and whether the user may edit placements, samples and lots (read needs `modulo_hormigon`). */
export function useConcreteRights() {
  const me = useMe();
  return { projectId: me.active_project_id ?? '', canEdit: me.permissions.includes(EDIT_PERMISSION) };
}
