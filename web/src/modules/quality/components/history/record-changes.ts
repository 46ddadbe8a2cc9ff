import type { Stage } from '../../api/types';
import { formatDay, formatMoney, formatPercent } from '../format';

/** Fields a record's `changes` may name, in the order they are listed. */
export const CHANGE_FIELDS = ['description', 'code', 'stage_id', 'est_start', 'est_end', 'progress', 'estimated_cost', 'expected_cost', 'actual_cost', 'currency'] as const;

export interface Change {
  field: string;
  before: string;
  after: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A record's `{field: [before, after]}` as lines to read: days in the user's language, amounts in the activity's
 * currency, progress as a percentage, stages by name. Unknown fields come last, as the server wrote them.
 */
export function readChanges(changes: unknown, context: { language: string; currency: string; stages: readonly Stage[] }): Change[] {
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) return [];
  const entries = Object.entries(changes as Record<string, unknown>).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length === 2);
  const rank = (field: string) => {
    const index = (CHANGE_FIELDS as readonly string[]).indexOf(field);
    return index === -1 ? CHANGE_FIELDS.length : index;
  };
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'stage_id') return context.stages.find((stage) => stage.id === value)?.name ?? '—';
    if (typeof value === 'number') {
      if (field === 'progress') return formatPercent(value, context.language);
      if (field.endsWith('_cost')) return formatMoney(value, context.currency, context.language);
      return String(value);
    }
    if (typeof value === 'string') return DAY.test(value) ? formatDay(value, context.language) : value;
    return JSON.stringify(value);
  };
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, [before, after]]) => ({ field, before: show(field, before), after: show(field, after) }));
}
