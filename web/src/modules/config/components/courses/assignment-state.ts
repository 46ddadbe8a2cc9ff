import { MAX_EXTENSIONS, TERM_BUSINESS_DAYS, type Assignment, type AssignmentState, type AssignmentStatus } from '../../api/course-types';
import { addBusinessDays, type IsoDate } from './business-days';

/**
 * What the assignments screen derives from a row: the state badge (stage and status in one whole sentence), the
 * actions it allows with the reason when not, and the deadline an extension would give. The server decides; this
 * only spares a click that would be refused.
 */

/** `config-courses` key of the badge: `states.unassigned`, or `states.<stage>.<status>` ('1.ª extensión · en curso'). */
export function stateLabelKey(state: AssignmentState): string {
  return state.status === 'unassigned' ? 'states.unassigned' : `states.${state.stage}.${state.status}`;
}

const COLORS: Record<AssignmentStatus, string> = { in_progress: 'blue', expired: 'red', completed: 'teal', unassigned: 'gray' };

export const stateColor = (state: AssignmentState): string => COLORS[state.status];

/** Why an action is not offered (`config-courses` key under `reasons.`), or null when it is. */
export interface ActionReasons {
  extend: string | null;
  complete: string | null;
  unassign: string | null;
}

export function actionReasons(assignment: Pick<Assignment, 'state' | 'extension_count'>): ActionReasons {
  const { status } = assignment.state;
  const finished = status === 'completed' ? 'reasons.completed' : null;
  return {
    extend: finished ?? (assignment.extension_count >= MAX_EXTENSIONS ? 'reasons.maxExtensions' : null),
    complete: finished ?? (status === 'expired' ? 'reasons.expired' : status === 'unassigned' ? 'reasons.unassigned' : null),
    unassign: finished ?? (status === 'unassigned' ? 'reasons.unassigned' : null),
  };
}

export const extensionsLeft = (assignment: Pick<Assignment, 'extension_count'>): number => Math.max(0, MAX_EXTENSIONS - assignment.extension_count);

/**
 * The deadline an extension gives: 15 business days from the later of today and the current deadline; an
 * unassigned course counts from today (the extension gives it back).
 */
export function extendedDeadline(assignment: Pick<Assignment, 'state' | 'expiry_date'>, today: IsoDate, holidays: ReadonlySet<IsoDate>): IsoDate {
  const from = assignment.state.status === 'unassigned' || assignment.expiry_date < today ? today : assignment.expiry_date;
  return addBusinessDays(from, TERM_BUSINESS_DAYS, holidays);
}

/** The deadline of a course assigned today. */
export const newDeadline = (today: IsoDate, holidays: ReadonlySet<IsoDate>): IsoDate => addBusinessDays(today, TERM_BUSINESS_DAYS, holidays);
