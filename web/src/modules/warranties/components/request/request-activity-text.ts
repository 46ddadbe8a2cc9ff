import { record, text, type ActivityExtra } from '@/components/tickets/activity/activity-text';

const numbers = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean).join(', ') : '');

/**
 * After-sales' own activity (failures, orders, conformity records, the owner's notice) as sentences; the core tells
 * the rest. Each entry records the failure's number or the order's code in its detail.
 */
export const requestActivityText: ActivityExtra = ({ t }, entry, user) => {
  const detail = record(entry.detail);
  const number = text(detail.number) ?? '?';
  const code = text(detail.code) ?? '';
  const line = (value: unknown, key: string) => {
    const said = text(value);
    return said ? [t(key, { value: said })] : [];
  };
  switch (entry.action) {
    case 'owner_notified':
      return { sentence: t('activity.notified', { user }), details: [] };
    case 'failure_added':
      return { sentence: t('activity.failureAdded', { user, number }), details: line(detail.label, 'activity.detail') };
    case 'failure_reclassified':
      return { sentence: t('activity.failureUpdated', { user, number }), details: text(detail.from) ? [t('activity.change', { field: t('activity.fields.failure'), from: text(detail.from), to: text(detail.to) ?? '—' })] : [] };
    case 'failure_changed':
      return detail.action === 'reopen'
        ? { sentence: t('activity.failureReopened', { user, number }), details: [] }
        : { sentence: t('activity.failureNotApplicable', { user, number }), details: line(detail.reason, 'activity.reasonLine') };
    case 'failures_combined':
      return { sentence: t('activity.failuresCombined', { user, number: text(detail.into) ?? '?' }), details: line(numbers(detail.numbers), 'activity.numbers') };
    case 'failures_removed':
      return { sentence: t('activity.failuresRemoved', { user }), details: line(numbers(detail.numbers), 'activity.numbers') };
    case 'order_created':
      return { sentence: t('activity.orderCreated', { user, code }), details: line(numbers(detail.failures), 'activity.numbers') };
    case 'order_edited':
    case 'order_rescheduled':
      return { sentence: t(entry.action === 'order_edited' ? 'activity.orderUpdated' : 'activity.orderRescheduled', { user, code }), details: [] };
    case 'order_managed':
      return { sentence: t('activity.orderManaged', { user, code }), details: [t('activity.results', { solved: text(detail.solved) ?? '0', notSolved: text(detail.not_solved) ?? '0' })] };
    case 'order_cancelled':
      return { sentence: t('activity.orderCancelled', { user, code }), details: line(detail.reason, 'activity.reasonLine') };
    case 'order_visit_answered':
      return { sentence: t(detail.answer === 'reject' ? 'activity.visitRejected' : 'activity.visitConfirmed', { user, code }), details: line(detail.reason, 'activity.reasonLine') };
    case 'ac_created':
      return { sentence: t('activity.acCreated', { user, code }), details: line(numbers(detail.failures), 'activity.numbers') };
    case 'ac_signed':
      return { sentence: t('activity.acSigned', { user, code }), details: text(detail.status) ? [t(`warranties-orders:acStatus.${text(detail.status) ?? ''}`)] : [] };
    case 'ac_follow_up':
      return { sentence: t('activity.acFollowUp', { user, code, order: text(detail.order) ?? '' }), details: [] };
    case 'ac_deleted':
      return { sentence: t('activity.acDeleted', { user, code }), details: [] };
    default:
      return null;
  }
};
