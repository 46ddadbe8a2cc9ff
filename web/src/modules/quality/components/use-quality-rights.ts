import { useMe } from '@/lib/session';
import { CONFIG_PERMISSION, EDIT_PERMISSION, PROGRESS_PERMISSION } from '../api/types';

/** Units are read from the deliveries module: either of its keys opens them. */
const UNIT_READERS = ['modulo_entregas', 'warranties.config'];

/**
 * What the current user may do in the schedule (the server checks again): edit the WBS with
 * `quality.activities.edit`; register progress with `quality.progress.register` (or edit); manage stages,
 * attributes and values with `quality.config`.
 */
export function useQualityRights() {
  const me = useMe();
  const has = (key: string) => me.permissions.includes(key);
  const canEdit = has(EDIT_PERMISSION);
  return {
    projectId: me.active_project_id ?? '',
    canEdit,
    canRegister: canEdit || has(PROGRESS_PERMISSION),
    canConfigure: has(CONFIG_PERMISSION),
    canReadUnits: UNIT_READERS.some(has),
  };
}

export type QualityRights = ReturnType<typeof useQualityRights>;
