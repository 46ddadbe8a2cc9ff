import type { TFunction } from 'i18next';
import type { BulkIn } from '../../api/types';
import type { Option } from './user-form-fields';

/** Which of the four things a mass edit changes, and to what. */
export interface BulkChanges {
  position: boolean;
  position_id: string | null;
  profile: boolean;
  profile_id: string | null;
  projects: boolean;
  project_ids: string[];
  status: boolean;
  enabled: boolean;
}

export const NO_BULK_CHANGES: BulkChanges = { position: false, position_id: null, profile: false, profile_id: null, projects: false, project_ids: [], status: false, enabled: true };

export type BulkErrors = Partial<Record<'choice' | 'position_id' | 'profile_id' | 'project_ids', string>>;

/** At least one change, each with its value (a position, a profile, one project or more). */
export function validateBulk(t: TFunction<'config'>, changes: BulkChanges): BulkErrors {
  const errors: BulkErrors = {};
  if (!changes.position && !changes.profile && !changes.projects && !changes.status) errors.choice = t('users.bulk.nothing');
  if (changes.position && !changes.position_id) errors.position_id = t('validation.required');
  if (changes.profile && !changes.profile_id) errors.profile_id = t('validation.required');
  if (changes.projects && changes.project_ids.length === 0) errors.project_ids = t('validation.required');
  return errors;
}

/** The body: the ids and only the chosen changes. */
export function toBulkIn(ids: string[], changes: BulkChanges): BulkIn {
  const body: BulkIn = { ids };
  if (changes.position) body.position_id = changes.position_id;
  if (changes.profile) body.profile_id = changes.profile_id;
  if (changes.projects) body.project_ids = changes.project_ids;
  if (changes.status) body.enabled = changes.enabled;
  return body;
}

const labelOf = (options: Option[], id: string | null) => options.find((option) => option.value === id)?.label ?? '';

/** One sentence per chosen change, for the confirmation step. */
export function describeBulk(t: TFunction<'config'>, changes: BulkChanges, options: { positions: Option[]; profiles: Option[]; projects: Option[] }): string[] {
  const lines: string[] = [];
  if (changes.position) lines.push(t('users.bulk.summary.position', { name: labelOf(options.positions, changes.position_id) }));
  if (changes.profile) lines.push(t('users.bulk.summary.profile', { name: labelOf(options.profiles, changes.profile_id) }));
  if (changes.projects) lines.push(t('users.bulk.summary.projects', { names: changes.project_ids.map((id) => labelOf(options.projects, id)).join(', ') }));
  if (changes.status) lines.push(changes.enabled ? t('users.bulk.summary.activate') : t('users.bulk.summary.deactivate'));
  return lines;
}
