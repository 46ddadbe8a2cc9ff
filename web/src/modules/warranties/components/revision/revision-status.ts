import type { RevisionStatus } from '../../api/types';

/** The answers an item can get (SPEC §4), in the order the row offers them. */
export const REVISION_STATUSES: readonly RevisionStatus[] = ['complies', 'failure', 'not_applicable', 'solved', 'solved_after_sales'];

/** Hues whose light badges and chips keep their text at 4.5:1 (WCAG AA). */
export const REVISION_COLORS: Record<RevisionStatus | 'pending', string> = {
  complies: 'cyan',
  failure: 'red',
  not_applicable: 'gray',
  solved: 'blue',
  solved_after_sales: 'indigo',
  pending: 'violet',
};

export function isRevisionStatus(value: string): value is RevisionStatus {
  return (REVISION_STATUSES as readonly string[]).includes(value);
}
