import type { UnitStatus } from '../../api/types';

/** The statuses in the order a unit goes through them (SPEC §4), as lists and chips show them. */
export const UNIT_STATUSES: readonly UnitStatus[] = ['new', 'to_confirm', 'confirmed', 'rejected', 'delivered', 'delivered_observations'];

/** One colour per status, so a list reads at a glance without the words. */
// Only hues whose light badges keep their text at 4.5:1 (WCAG AA): yellow, orange, teal and green do not.
export const STATUS_COLORS: Record<UnitStatus, string> = {
  new: 'gray',
  to_confirm: 'violet',
  confirmed: 'blue',
  rejected: 'red',
  delivered: 'cyan',
  delivered_observations: 'pink',
};

export const isDelivered = (status: UnitStatus) => status === 'delivered' || status === 'delivered_observations';

export function isUnitStatus(value: string): value is UnitStatus {
  return (UNIT_STATUSES as readonly string[]).includes(value);
}
