import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ApiError } from '@/lib/api';
import { CURRENCIES, type Activity, type ActivityIn, type Attribute, type Currency } from '../../api/types';
import { currencyDecimals } from '../format';

/** What the activity form edits. Costs are '' while empty (Mantine's NumberInput). */
export interface ActivityFormValues {
  description: string;
  parent_id: string | null;
  stage_id: string | null;
  milestone: boolean;
  est_start: string;
  est_end: string;
  currency: Currency;
  estimated_cost: number | string;
  expected_cost: number | string;
  actual_cost: number | string;
  /** Attribute id → the chosen value id. */
  values: Record<string, string | null>;
  unit_ids: string[];
}

export type ActivityForm = UseFormReturnType<ActivityFormValues>;

export const COST_FIELDS = ['estimated_cost', 'expected_cost', 'actual_cost'] as const;
export type CostField = (typeof COST_FIELDS)[number];

/** Fields the server names in a 422 that sit under an input of the form. */
const PLACED = ['description', 'parent_id', 'stage_id', 'milestone', 'est_start', 'est_end', 'currency', ...COST_FIELDS, 'value_ids', 'unit_ids'] as const;

const asCurrency = (value: string): Currency => CURRENCIES.find((code) => code === value) ?? 'CLP';

export function emptyValues(parentId: string | null = null): ActivityFormValues {
  return {
    description: '',
    parent_id: parentId,
    stage_id: null,
    milestone: false,
    est_start: '',
    est_end: '',
    currency: 'CLP',
    estimated_cost: '',
    expected_cost: '',
    actual_cost: '',
    values: {},
    unit_ids: [],
  };
}

export function fromActivity(activity: Activity): ActivityFormValues {
  return {
    description: activity.description,
    parent_id: activity.parent_id ?? null,
    stage_id: activity.stage_id ?? null,
    milestone: activity.milestone,
    est_start: activity.est_start,
    est_end: activity.est_end,
    currency: asCurrency(activity.currency),
    estimated_cost: activity.estimated_cost ?? '',
    expected_cost: activity.expected_cost ?? '',
    actual_cost: activity.actual_cost ?? '',
    values: Object.fromEntries(activity.values.map((value) => [value.attribute_id, value.value_id])),
    unit_ids: [...activity.unit_ids],
  };
}

const amount = (value: number | string): number | null => (value === '' ? null : Number(value));

/** Whether a number has more than `decimals` decimals. */
export function hasMoreDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) > 1e-6;
}

/** Whether an amount has more decimals than its currency allows. */
export function tooPrecise(value: number, currency: string): boolean {
  return hasMoreDecimals(value, currencyDecimals(currency));
}

/**
 * The checks the server makes too, so most mistakes show before sending. A summary's dates and costs are rolled up
 * from its children and not checked.
 */
export function validateActivity(t: TFunction<'quality'>, values: ActivityFormValues, summary: boolean): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const description = values.description.trim();
  if (!description) errors.description = t('validation.required');
  else if (description.length > 250) errors.description = t('validation.maxLength', { max: 250 });
  if (summary) return errors;
  if (!values.est_start) errors.est_start = t('validation.required');
  if (!values.est_end) errors.est_end = t('validation.required');
  if (values.est_start && values.est_end && values.est_end < values.est_start) errors.est_end = t('validation.endBeforeStart');
  for (const field of COST_FIELDS) {
    const value = amount(values[field]);
    if (value === null) continue;
    if (value < 0) errors[field] = t('validation.notNegative');
    else if (tooPrecise(value, values.currency)) errors[field] = t('validation.decimals', { count: currencyDecimals(values.currency), currency: values.currency });
  }
  return errors;
}

/** The body of create and update. A summary sends no dates or costs (the server keeps its roll-up). */
export function toActivityIn(values: ActivityFormValues, summary: boolean, attributes: readonly Attribute[]): ActivityIn {
  // Only values of attributes that still exist: one deleted meanwhile would refuse the whole form.
  const known = new Set(attributes.flatMap((attribute) => attribute.values.map((value) => value.id)));
  const valueIds = Object.values(values.values).filter((id): id is string => id !== null && known.has(id));
  const body: ActivityIn = {
    description: values.description.trim(),
    stage_id: values.stage_id,
    milestone: !summary && values.milestone && values.est_start !== '' && values.est_start === values.est_end,
    value_ids: valueIds,
    unit_ids: values.unit_ids,
  };
  if (summary) return body;
  return {
    ...body,
    est_start: values.est_start,
    est_end: values.est_end,
    currency: values.currency,
    estimated_cost: amount(values.estimated_cost),
    expected_cost: amount(values.expected_cost),
    actual_cost: amount(values.actual_cost),
  };
}

/** Puts a 422's field messages under their inputs; whether any was placed (else the caller shows the toast). */
export function placeServerErrors(form: ActivityForm, error: ApiError): boolean {
  let placed = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message || !(PLACED as readonly string[]).includes(field)) continue;
    form.setFieldError(field, message);
    placed = true;
  }
  return placed;
}
