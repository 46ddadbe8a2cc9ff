import type { ImportMapping, ImportPlan, ImportPosition, ImportUpload } from '../../api/user-import-types';

/**
 * The wizard's choices as plain data, and the rules that decide whether a step may be left: pure functions, so the
 * screens stay thin and the rules are tested on their own.
 */

export const MAPPING_FIELDS = ['first_name', 'last_name', 'username', 'email', 'position', 'profile'] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
/** Columns the server refuses to go without ('Asigna una columna a este campo.'); the profile column is optional. */
export const REQUIRED_FIELDS: readonly MappingField[] = ['first_name', 'last_name', 'username', 'email', 'position'];

/** Field → 0-based column of the file, or null while unmapped. */
export type ColumnMapping = Record<MappingField, number | null>;

/** The profile (step 3) and projects (step 4) for the users of one position; null projects: those of step 1. */
export interface RoleChoice {
  profileId: string | null;
  projectIds: string[] | null;
}

/** Role choices by position key (the file's name, compared ignoring case and surrounding spaces, as the server does). */
export type RoleChoices = Record<string, RoleChoice>;

export interface WizardChoices {
  projectIds: string[];
  mapping: ColumnMapping;
  roles: RoleChoices;
  sendInvitations: boolean;
}

export const EMPTY_MAPPING: ColumnMapping = { first_name: null, last_name: null, username: null, email: null, position: null, profile: null };

export const INITIAL_CHOICES: WizardChoices = { projectIds: [], mapping: EMPTY_MAPPING, roles: {}, sendInvitations: true };

const NO_ROLE: RoleChoice = { profileId: null, projectIds: null };

export const positionKey = (name: string) => name.trim().toLowerCase();

const headerKey = (header: string) => header.trim().toLowerCase();

/** The server's suggested mapping as a complete one, leaving out any column the file does not have. */
export function mappingFrom(suggested: ImportMapping, columnCount: number): ColumnMapping {
  const inRange = (column: number | null | undefined) => (typeof column === 'number' && column >= 0 && column < columnCount ? column : null);
  return Object.fromEntries(MAPPING_FIELDS.map((field) => [field, inRange(suggested[field])])) as ColumnMapping;
}

/**
 * The mapping for a corrected file: each earlier choice is kept when the new file has a column of the same header
 * (wherever it moved); a field whose column is gone, or was never chosen, takes the server's suggestion.
 */
export function carryMapping(previous: ColumnMapping, previousColumns: readonly string[], upload: Pick<ImportUpload, 'columns' | 'suggested'>): ColumnMapping {
  const suggested = mappingFrom(upload.suggested, upload.columns.length);
  const byHeader = new Map<string, number>();
  upload.columns.forEach((header, index) => {
    const key = headerKey(header);
    if (key !== '' && !byHeader.has(key)) byHeader.set(key, index);
  });
  const carried = (field: MappingField): number | null => {
    const column = previous[field];
    const header = column === null ? undefined : previousColumns[column];
    if (header === undefined) return suggested[field];
    return byHeader.get(headerKey(header)) ?? suggested[field];
  };
  return Object.fromEntries(MAPPING_FIELDS.map((field) => [field, carried(field)])) as ColumnMapping;
}

/** Required fields that have no column yet. */
export function missingFields(mapping: ColumnMapping): MappingField[] {
  return REQUIRED_FIELDS.filter((field) => mapping[field] === null);
}

export function roleOf(roles: RoleChoices, position: string): RoleChoice {
  return roles[positionKey(position)] ?? NO_ROLE;
}

/** A copy of `roles` with one position's choice changed. */
export function withRole(roles: RoleChoices, position: string, change: Partial<RoleChoice>): RoleChoices {
  return { ...roles, [positionKey(position)]: { ...roleOf(roles, position), ...change } };
}

/** The projects a position's users get: those chosen for it in step 4, else those of step 1. */
export function projectsOf(roles: RoleChoices, position: string, stepOneProjects: readonly string[]): string[] {
  return roleOf(roles, position).projectIds ?? [...stepOneProjects];
}

/**
 * Positions whose users would have no role. With a profile column mapped a row may bring its own profile, so the
 * choice per position is optional; unknown positions are refused row by row anyway and need none.
 */
export function positionsWithoutProfile(positions: readonly ImportPosition[], choices: Pick<WizardChoices, 'roles' | 'mapping'>): ImportPosition[] {
  if (choices.mapping.profile !== null) return [];
  return positions.filter((position) => position.position_id && !roleOf(choices.roles, position.name).profileId);
}

/** Positions whose users would end up in no project. */
export function positionsWithoutProjects(positions: readonly ImportPosition[], choices: Pick<WizardChoices, 'roles' | 'projectIds'>): ImportPosition[] {
  return positions.filter((position) => projectsOf(choices.roles, position.name, choices.projectIds).length === 0);
}

/**
 * The body of check and commit. Roles are sent for the positions found in the file only; projects per position
 * only where step 4 changed them, so step 1 stays the default the server applies.
 */
export function buildPlan(choices: WizardChoices, positions: readonly ImportPosition[]): ImportPlan {
  return {
    project_ids: choices.projectIds,
    mapping: { ...choices.mapping },
    roles: positions.map((position) => {
      const role = roleOf(choices.roles, position.name);
      return { position: position.name, profile_id: role.profileId, project_ids: role.projectIds };
    }),
    send_invitations: choices.sendInvitations,
  };
}
