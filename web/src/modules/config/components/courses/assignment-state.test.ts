import { describe, expect, it } from 'vitest';
import type { Assignment, AssignmentStage, AssignmentStatus } from '../../api/course-types';
import { actionReasons, extendedDeadline, extensionsLeft, newDeadline, stateColor, stateLabelKey } from './assignment-state';

const row = (status: AssignmentStatus, extension_count = 0, expiry_date = '2026-12-14') => {
  const stages: AssignmentStage[] = ['original', 'first_extension', 'second_extension'];
  return { state: { stage: stages[extension_count] ?? 'second_extension', status }, extension_count, expiry_date } satisfies Pick<Assignment, 'state' | 'extension_count' | 'expiry_date'>;
};

describe('state badge', () => {
  it('names stage and status together, and unassigned alone', () => {
    expect(stateLabelKey({ stage: 'original', status: 'in_progress' })).toBe('states.original.in_progress');
    expect(stateLabelKey({ stage: 'first_extension', status: 'in_progress' })).toBe('states.first_extension.in_progress');
    expect(stateLabelKey({ stage: 'second_extension', status: 'expired' })).toBe('states.second_extension.expired');
    expect(stateLabelKey({ stage: 'first_extension', status: 'unassigned' })).toBe('states.unassigned');
    expect(stateColor({ stage: 'original', status: 'expired' })).toBe('red');
  });
});

describe('actions', () => {
  it('offers everything but completion once the term passed', () => {
    expect(actionReasons(row('in_progress'))).toEqual({ extend: null, complete: null, unassign: null });
    expect(actionReasons(row('expired', 1))).toEqual({ extend: null, complete: 'reasons.expired', unassign: null });
  });

  it('refuses a third extension', () => {
    expect(actionReasons(row('in_progress', 2)).extend).toBe('reasons.maxExtensions');
    expect(extensionsLeft(row('in_progress', 2))).toBe(0);
    expect(extensionsLeft(row('in_progress', 1))).toBe(1);
  });

  it('offers nothing on a completed course, and only an extension on an unassigned one', () => {
    expect(actionReasons(row('completed', 1))).toEqual({ extend: 'reasons.completed', complete: 'reasons.completed', unassign: 'reasons.completed' });
    expect(actionReasons(row('unassigned'))).toEqual({ extend: null, complete: 'reasons.unassigned', unassign: 'reasons.unassigned' });
  });
});

describe('deadlines', () => {
  const none = new Set<string>();

  it('extends from the deadline while it runs, from today once it passed or was unassigned', () => {
    expect(extendedDeadline(row('in_progress', 0, '2026-12-14'), '2026-11-23', none)).toBe('2027-01-04');
    expect(extendedDeadline(row('expired', 0, '2026-11-02'), '2026-11-23', none)).toBe('2026-12-14');
    expect(extendedDeadline(row('unassigned', 0, '2026-12-14'), '2026-11-23', none)).toBe('2026-12-14');
    expect(newDeadline('2026-11-23', new Set(['2026-12-08']))).toBe('2026-12-15');
  });
});
