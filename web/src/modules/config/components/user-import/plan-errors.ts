import type { FieldErrors } from '@/lib/api';
import type { ImportPlan } from '../../api/user-import-types';
import { positionKey } from './wizard-state';

/** The wizard's steps after the file, in order (SPEC §2: select projects, map data, assign roles, assign projects, summary). */
export const STEPS = ['projects', 'mapping', 'roles', 'roleProjects', 'summary'] as const;
export type StepKey = (typeof STEPS)[number];

const ROLE_FIELD = /^roles\.(\d+)\.(profile_id|project_ids)$/;

/** The step where a field error of check or commit is fixed (`mapping.email`, `roles.2.profile_id`, …). */
export function stepOfField(field: string): StepKey | null {
  if (field === 'project_ids' || field.startsWith('project_ids.')) return 'projects';
  if (field.startsWith('mapping.')) return 'mapping';
  const role = ROLE_FIELD.exec(field);
  if (role) return role[2] === 'profile_id' ? 'roles' : 'roleProjects';
  if (field === 'roles') return 'roles';
  return null;
}

/** The earliest step holding one of `errors`, or null when none of them belongs to a step. */
export function firstStepWithErrors(errors: FieldErrors): StepKey | null {
  const steps = new Set(Object.keys(errors).map(stepOfField));
  return STEPS.find((step) => steps.has(step)) ?? null;
}

export interface RoleError {
  profile?: string;
  projects?: string;
}

/** `roles.{i}.*` errors by position key, `i` being the position's index in the plan that was sent. */
export function roleErrors(errors: FieldErrors, plan: ImportPlan | null): Record<string, RoleError> {
  const out: Record<string, RoleError> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const match = ROLE_FIELD.exec(field);
    const role = match ? plan?.roles?.[Number(match[1])] : undefined;
    if (!match || !role || messages.length === 0) continue;
    const key = positionKey(role.position);
    out[key] = { ...out[key], [match[2] === 'profile_id' ? 'profile' : 'projects']: messages[0] };
  }
  return out;
}
