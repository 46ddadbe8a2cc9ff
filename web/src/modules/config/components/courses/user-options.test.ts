import { describe, expect, it } from 'vitest';
import type { AssignmentStatus } from '../../api/course-types';
import type { User } from '../../api/types';
import { userHint, userOptions, type UserOption } from './user-options';

const user = (id: string, email: string | null) => ({ id, first_name: 'Rodrigo', last_name: `Paredes ${id}`, email }) as User;
const held = (status: AssignmentStatus) => ({ state: { stage: 'original' as const, status } });

describe('who can get a course', () => {
  it('refuses users without e-mail, holders and unassigned ones', () => {
    expect(userHint({ email: 'r@x.cl' }, undefined)).toBeNull();
    expect(userHint({ email: null }, undefined)).toBe('noEmail');
    expect(userHint({ email: 'r@x.cl' }, held('in_progress'))).toBe('holds');
    expect(userHint({ email: 'r@x.cl' }, held('completed'))).toBe('holds');
    expect(userHint({ email: 'r@x.cl' }, held('unassigned'))).toBe('needsExtension');
  });

  it('keeps chosen users that a new search did not return, and disables the refused ones', () => {
    const chosen = new Map<string, UserOption>([['u9', { value: 'u9', label: 'Ana Pérez', email: 'a@x.cl', hint: null, disabled: false }]]);
    const options = userOptions([user('u1', 'r@x.cl'), user('u2', null)], chosen, new Map([['u1', held('expired')]]));
    expect(options.map((option) => [option.value, option.disabled, option.hint])).toEqual([
      ['u1', true, 'holds'],
      ['u2', true, 'noEmail'],
      ['u9', false, null],
    ]);
    expect(options[0]?.label).toBe('Rodrigo Paredes u1');
  });
});
