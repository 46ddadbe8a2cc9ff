import type { FailureOut } from '../../api/requests/types';

/** `Baño › Lavamanos › Sifón`: where the failure is, as the checklist names it. */
export const failureLabel = (failure: Pick<FailureOut, 'area' | 'place' | 'item'>) => `${failure.area.name} › ${failure.place.name} › ${failure.item.name}`;

/** Failures that may still go into an order or be combined. */
export const isPending = (failure: Pick<FailureOut, 'status'>) => failure.status === 'pending';
