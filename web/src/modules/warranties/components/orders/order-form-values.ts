import type { TFunction } from 'i18next';
import type { FailureOut, OrderIn, OrderKind, OrderOut } from '../../api/requests/types';
import { instantAt, isoDay, timeOf } from '../shared/format';

export type Assignee = 'user' | 'contractor';

export interface OrderFormValues {
  assignee: Assignee;
  responsible_id: string | null;
  contractor: string;
  /** The visit's local day and hours (an order is one window on one day). */
  day: string;
  start: string;
  end: string;
  observation: string;
  failure_ids: string[];
}

/** A new order starts with the failures picked on the failures tab and the request's responsible; an edited one from what it is. */
export function orderValues(order: OrderOut | null, picked: string[], responsibleId: string | null = null): OrderFormValues {
  if (!order) return { assignee: 'user', responsible_id: responsibleId, contractor: '', day: '', start: '09:00', end: '10:00', observation: '', failure_ids: picked };
  return {
    assignee: order.contractor && !order.responsible ? 'contractor' : 'user',
    responsible_id: order.responsible?.id ?? null,
    contractor: order.contractor ?? '',
    day: isoDay(new Date(order.starts_at)),
    start: timeOf(order.starts_at),
    end: timeOf(order.ends_at),
    observation: order.observation ?? '',
    failure_ids: order.failures.map((failure) => failure.id),
  };
}

/** The failures an order may hold: the pending ones, and (when editing) the ones it already has. */
export function orderableFailures(failures: FailureOut[], order: OrderOut | null): FailureOut[] {
  const own = new Set(order?.failures.map((failure) => failure.id) ?? []);
  return failures.filter((failure) => failure.status === 'pending' || own.has(failure.id));
}

/** The body of POST /orders or PUT /orders/{id}: times in the browser's offset, only the chosen assignee. */
export function toOrderIn(values: OrderFormValues, kind: OrderKind, version?: number): OrderIn {
  const contractor = values.assignee === 'contractor';
  return {
    kind,
    responsible_id: contractor ? null : values.responsible_id,
    contractor: contractor ? values.contractor.trim() || null : null,
    starts_at: instantAt(values.day, values.start),
    ends_at: instantAt(values.day, values.end),
    observation: values.observation.trim() || null,
    failure_ids: values.failure_ids,
    ...(version === undefined ? {} : { version }),
  };
}

/** Who goes, a day, a window that ends after it starts, and at least one failure (the server checks again). */
export function validateOrder(t: TFunction, values: OrderFormValues): Partial<Record<keyof OrderFormValues, string>> {
  const errors: Partial<Record<keyof OrderFormValues, string>> = {};
  if (!values.day) errors.day = t('validation.required');
  if (!values.start) errors.start = t('validation.required');
  if (!values.end) errors.end = t('validation.required');
  else if (values.start && values.end <= values.start) errors.end = t('validation.endAfterStart');
  if (values.failure_ids.length === 0) errors.failure_ids = t('validation.failures');
  if (values.assignee === 'contractor' && values.contractor.trim() === '') errors.contractor = t('validation.required');
  if (values.assignee === 'user' && !values.responsible_id) errors.responsible_id = t('validation.required');
  return errors;
}
