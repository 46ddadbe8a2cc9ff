import type { TFunction } from 'i18next';
import type { Activity, ProgressIn } from '../../api/types';
import { currencyDecimals } from '../format';
import { hasMoreDecimals, tooPrecise } from '../form/activity-form-values';

export interface ProgressFormValues {
  progress: number | string;
  recorded_on: string;
  actual_start: string;
  actual_end: string;
  actual_cost: number | string;
  note: string;
}

export const PROGRESS_FIELDS = ['progress', 'recorded_on', 'actual_start', 'actual_end', 'actual_cost', 'note'] as const;

export function progressValues(activity: Activity, today: string): ProgressFormValues {
  return {
    progress: activity.progress,
    recorded_on: today,
    actual_start: activity.actual_start ?? '',
    actual_end: activity.actual_end ?? '',
    actual_cost: activity.actual_cost ?? '',
    note: '',
  };
}

/** The server's rules (0–100 with one decimal, no future day, an actual end only at 100), checked before sending. */
export function validateProgress(t: TFunction<'quality'>, values: ProgressFormValues, currency: string, today: string): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const progress = values.progress === '' ? null : Number(values.progress);
  if (progress === null || Number.isNaN(progress)) errors.progress = t('validation.required');
  else if (progress < 0 || progress > 100) errors.progress = t('validation.percentRange');
  else if (hasMoreDecimals(progress, 1)) errors.progress = t('validation.oneDecimal');
  if (!values.recorded_on) errors.recorded_on = t('validation.required');
  for (const field of ['recorded_on', 'actual_start', 'actual_end'] as const) {
    if (values[field] && values[field] > today) errors[field] = t('validation.notFuture');
  }
  if (values.actual_end && progress !== 100) errors.actual_end = t('validation.endNeedsComplete');
  else if (values.actual_end && values.actual_start && values.actual_end < values.actual_start) errors.actual_end = t('validation.endBeforeStart');
  const cost = values.actual_cost === '' ? null : Number(values.actual_cost);
  if (cost !== null && cost < 0) errors.actual_cost = t('validation.notNegative');
  else if (cost !== null && tooPrecise(cost, currency)) errors.actual_cost = t('validation.decimals', { count: currencyDecimals(currency), currency });
  if (values.note.length > 500) errors.note = t('validation.maxLength', { max: 500 });
  return errors;
}

export function toProgressIn(values: ProgressFormValues, version: number): ProgressIn & { progress: number; version: number } {
  return {
    progress: Number(values.progress),
    recorded_on: values.recorded_on,
    actual_start: values.actual_start || null,
    actual_end: values.actual_end || null,
    actual_cost: values.actual_cost === '' ? null : Number(values.actual_cost),
    note: values.note.trim() || null,
    version,
  };
}
