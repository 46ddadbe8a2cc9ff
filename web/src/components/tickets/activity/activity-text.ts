import type { TFunction } from 'i18next';
import { formatDay } from '../format';
import type { ActivityEntry, NamedRef, TicketStatus } from '../types';

/** A custom field as the activity names it. */
export interface NamedField {
  id: string;
  name: string;
}

export interface ActivityText {
  /** A whole sentence: who did what ('Carolina Vergara pospuso el ticket hasta el 12/12/2026'). */
  sentence: string;
  /** Extra lines: the why (a justification) and each field change. */
  details: string[];
}

export interface ActivityContext {
  /** Sentences from the module's core namespace (`activity.*`); value labels as `${enumNs}:…`. */
  t: TFunction;
  enumNs: string;
  language: string;
  fields: readonly NamedField[];
  /** The project's people and the categories (from the form), to name the ids a change records. */
  people?: readonly NamedRef[];
  categories?: readonly NamedRef[];
  /** A module's own actions (after-sales failures and orders): a text, or null to fall back on the core's. */
  extra?: ActivityExtra;
}

export type ActivityExtra = (ctx: ActivityContext, entry: ActivityEntry, user: string) => ActivityText | null;

type Context = ActivityContext;

export const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
const numberOf = (value: unknown) => text(record(value).number);

const ENUM_FIELDS: Record<string, string> = { priority: 'priority', origin: 'origin', status: 'status' };
const KNOWN_FIELDS = [
  'subject', 'description', 'priority', 'origin', 'category', 'category_id', 'responsible', 'responsible_id', 'cc', 'cc_ids',
  'title', 'due_date', 'assignee', 'assignee_id', 'status', 'checklist',
];

/** Fields whose recorded values are bare ids (the server keeps `responsible_id: [before, after]`), by what they name. */
const ID_FIELDS: Record<string, 'people' | 'categories'> = { responsible_id: 'people', assignee_id: 'people', applicant_id: 'people', category_id: 'categories' };

/** A changed value as people read it: an enum's label, a reference's name, a list joined, a day in their format. */
function valueText(ctx: Context, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const refs = ID_FIELDS[field];
  if (refs && typeof value === 'string') {
    // Never the raw id: someone no longer in the project, or a category since deactivated, has no name to show.
    return ctx[refs]?.find((ref) => ref.id === value)?.name ?? ctx.t(refs === 'people' ? 'activity.unknownPerson' : 'activity.unknownCategory');
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => valueText(ctx, field, item)).join(', ');
  if (typeof value === 'boolean') return value ? ctx.t('filters.yes') : ctx.t('filters.no');
  const named = record(value);
  if (typeof named.name === 'string') return named.name;
  if (typeof named.text === 'string') return named.text;
  const enumKey = ENUM_FIELDS[field];
  if (enumKey && typeof value === 'string') {
    // A task's status (in_progress, done) is not a ticket's.
    const fallback = ctx.t(`${ctx.enumNs}:taskStatus.${value}`, { defaultValue: value });
    return ctx.t(`${ctx.enumNs}:${enumKey}.${value}`, { defaultValue: fallback });
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, ctx.language);
  return text(value) ?? JSON.stringify(value);
}

function fieldLabel(ctx: Context, field: string): string {
  const id = field.replace(/^custom_values\./, '');
  const custom = ctx.fields.find((entry) => entry.id === id);
  if (custom) return custom.name;
  if (KNOWN_FIELDS.includes(field)) return ctx.t(`activity.fields.${field.replace(/_ids?$/, '')}`);
  return field;
}

/**
 * One line per changed field. A `[before, after]` pair reads "field: before → after" (a bulk change records every
 * field it touches, so a pair that did not change is left out); a bare marker (`cc: true`, `custom_values.<id>: true`:
 * the server records that it changed, not the values) reads "field: changed".
 */
function changes(ctx: Context, detail: Record<string, unknown>): string[] {
  return Object.entries(record(detail.changes)).flatMap(([field, pair]) => {
    const label = fieldLabel(ctx, field);
    if (!Array.isArray(pair)) return [ctx.t('activity.changed', { field: label })];
    const [before, after] = pair as unknown[];
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
    return [ctx.t('activity.change', { field: label, from: valueText(ctx, field, before), to: valueText(ctx, field, after) })];
  });
}

/**
 * A change of pin (`changes.bim: [before GlobalId | null, after GlobalId | null]`) is told as its own sentence, not
 * as a field with two GlobalIds nobody reads; null when the entry did not change the pin.
 */
function bimSentence(ctx: Context, user: string, detail: Record<string, unknown>): string | null {
  const pair = record(detail.changes).bim;
  if (!Array.isArray(pair)) return null;
  const [before, after] = (pair as unknown[]).map(text);
  if (before === after) return null;
  if (!before) return ctx.t('activity.bim.pinned', { user });
  if (!after) return ctx.t('activity.bim.unpinned', { user });
  return ctx.t('activity.bim.changed', { user });
}

/** The sentence of a status change, by where it went and where it came from. */
function statusSentence(ctx: Context, user: string, detail: Record<string, unknown>): string {
  const { t } = ctx;
  const from = text(detail.from) as TicketStatus | null;
  const to = text(detail.to) as TicketStatus | null;
  const sendAs = text(detail.send_as);
  if (to === 'postponed') {
    const until = text(detail.until);
    return until ? t('activity.status.postponedUntil', { user, date: formatDay(until, ctx.language) }) : t('activity.status.postponed', { user });
  }
  if (to === 'finished') return t('activity.status.finished', { user });
  if (sendAs && to === 'pending') return t('activity.status.sentAs', { user, status: t(`${ctx.enumNs}:sendAs.${sendAs}`, { defaultValue: sendAs }) });
  if (to === 'open' && from === 'postponed') return t('activity.status.resumed', { user });
  if (to === 'open' && from === 'finished') return t('activity.status.reopened', { user });
  if (to === 'open') return t('activity.status.opened', { user });
  const label = (status: string | null) => (status ? t(`${ctx.enumNs}:status.${status}`, { defaultValue: status }) : '—');
  return t('activity.status.changed', { user, from: label(from), to: label(to) });
}

/** Turns one activity entry into sentences in the user's language. */
export function activityText(ctx: Context, entry: ActivityEntry): ActivityText {
  const { t } = ctx;
  // An owner acting in the owners' portal (or by e-mail) is named in the detail; no user did it.
  const user = entry.user?.name ?? text(record(entry.detail).by_owner_name) ?? t('activity.system');
  const detail = record(entry.detail);
  const title = text(detail.title) ?? '';
  const own = ctx.extra?.(ctx, entry, user);
  if (own) return own;
  switch (entry.action) {
    case 'created':
      return { sentence: t('activity.created', { user }), details: [] };
    case 'updated': {
      const pinned = bimSentence(ctx, user, detail);
      if (!pinned) return { sentence: t('activity.updated', { user }), details: changes(ctx, detail) };
      // Whatever else the same save changed still gets its lines.
      const others = Object.fromEntries(Object.entries(record(detail.changes)).filter(([field]) => field !== 'bim'));
      return { sentence: pinned, details: changes(ctx, { changes: others }) };
    }
    case 'status': {
      const reason = text(detail.reason);
      return { sentence: statusSentence(ctx, user, detail), details: reason ? [t('activity.reason', { reason })] : [] };
    }
    case 'message':
      return { sentence: detail.private === true ? t('activity.privateMessage', { user }) : t('activity.message', { user }), details: [] };
    case 'merged':
      return { sentence: t('activity.merged', { user, number: numberOf(detail.source) ?? '?' }), details: [] };
    case 'merged_into':
      return { sentence: t('activity.mergedInto', { user, number: numberOf(detail.target) ?? '?' }), details: [] };
    case 'merge_undone': {
      const number = numberOf(detail.source) ?? numberOf(detail.target);
      return { sentence: number ? t('activity.mergeUndone', { user, number }) : t('activity.mergeUndoneAny', { user }), details: [] };
    }
    case 'task_added':
    case 'task_updated':
    case 'task_deleted':
      return { sentence: t(`activity.${entry.action}`, { user, title }), details: changes(ctx, detail) };
    case 'template_applied': {
      // The server records the template's name as `template`.
      const name = text(detail.name) ?? text(detail.template) ?? text(record(detail.template).name);
      return { sentence: name ? t('activity.templateApplied', { user, name }) : t('activity.templateAppliedAny', { user }), details: [] };
    }
    default:
      return { sentence: t('activity.other', { user, action: entry.action }), details: [] };
  }
}
