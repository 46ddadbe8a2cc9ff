import { useMe } from '@/lib/session';

export const CONFIG_EDIT_PERMISSION = 'concrete.config.edit';

/** Whether the user may change the concrete settings and catalogues (the server checks again); others only read. */
export function useCanConfigure(): boolean {
  return useMe().permissions.includes(CONFIG_EDIT_PERMISSION);
}
