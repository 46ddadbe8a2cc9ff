import type { Assignment } from '../../api/course-types';
import type { User } from '../../api/types';

export interface UserOption {
  value: string;
  label: string;
  /** The e-mail, or why the user cannot get the course (`config-courses` key under `assign.hints`). */
  email: string | null;
  hint: 'noEmail' | 'holds' | 'needsExtension' | null;
  disabled: boolean;
}

/**
 * Why a user cannot get the course (SPEC §5, §4): no e-mail, already has it (in progress, expired or completed),
 * or had it taken back (only an extension gives it back). Null when they can.
 */
export function userHint(user: Pick<User, 'email'>, held: Pick<Assignment, 'state'> | undefined): UserOption['hint'] {
  if (!user.email) return 'noEmail';
  if (!held) return null;
  return held.state.status === 'unassigned' ? 'needsExtension' : 'holds';
}

/** The picker's options: the users found plus the ones already chosen (a new search must not drop them). */
export function userOptions(found: readonly User[], chosen: ReadonlyMap<string, UserOption>, holders: ReadonlyMap<string, Pick<Assignment, 'state'>>): UserOption[] {
  const options = new Map<string, UserOption>();
  for (const user of found) {
    const hint = userHint(user, holders.get(user.id));
    options.set(user.id, { value: user.id, label: `${user.first_name} ${user.last_name}`, email: user.email ?? null, hint, disabled: hint !== null });
  }
  for (const [id, option] of chosen) if (!options.has(id)) options.set(id, option);
  return [...options.values()];
}
