import { useMe } from '@/lib/session';
import { ACCESS_PERMISSION, UPLOAD_PERMISSION } from '../api/types';

/** Units are read from the deliveries module: either of its keys opens them. */
const UNIT_READERS = ['modulo_entregas', 'warranties.config'];

/**
 * What the current user may do here (the server checks again): perform verifications, observations and receptions
 * with `verifications-access`; manage templates and plans with `verifications.upload`.
 */
export function useVerificationRights() {
  const me = useMe();
  const has = (key: string) => me.permissions.includes(key);
  return {
    projectId: me.active_project_id ?? '',
    userId: me.user.id,
    canPerform: has(ACCESS_PERMISSION),
    canUpload: has(UPLOAD_PERMISSION),
    canReadUnits: UNIT_READERS.some(has),
  };
}
