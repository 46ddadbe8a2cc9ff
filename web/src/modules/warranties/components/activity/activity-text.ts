import type { TFunction } from 'i18next';
import type { ActivityOut } from '../../api/types';

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The sentence of each action the server records on a unit (`warranties.<name>`), by its name. */
const SENTENCES: Record<string, string> = {
  unit_created: 'created',
  unit_updated: 'updated',
  owners_saved: 'owners',
  details_saved: 'details',
  visit_scheduled: 'scheduled',
  visit_confirmed: 'confirmed',
  visit_rejected: 'rejected',
  delivered: 'delivered',
  reset: 'reset',
  reset_clean: 'reset_clean',
  act_signed: 'act_signed',
};

interface Formatters {
  instant: (value: string) => string;
  day: (value: string) => string;
}

/**
 * One activity entry as a whole sentence in the user's language ('Ana Pérez agendó la visita de entrega para el …'),
 * with what the entry recorded (the item and its answer, the files, the reason of a refusal). An owner's answer
 * through the e-mail link has no user: it reads as the owner's.
 */
export function activitySentence(t: TFunction, entry: ActivityOut, format: Formatters): string {
  const after = record(entry.after);
  const name = entry.action.replace(/^warranties\./, '');
  const byOwner = entry.user_name === null && after.by === 'owner';
  const user = entry.user_name ?? (byOwner ? t('activity.owner') : t('activity.system'));
  const reason = text(after.reason);
  switch (name) {
    case 'revision_saved': {
      const status = text(after.status);
      return t('activity.actions.revisionItem', { user, item: text(after.item) ?? '—', status: status ? t(`revision.status.${status}`, { defaultValue: status }) : '—' });
    }
    case 'files_added': {
      const names = Array.isArray(after.names) ? after.names.map(String) : [];
      return names.length > 0 ? t('activity.actions.filesAddedNamed', { user, names: names.join(', ') }) : t('activity.actions.file_added', { user });
    }
    case 'file_deleted':
      return text(after.name) ? t('activity.actions.fileDeletedNamed', { user, name: text(after.name) }) : t('activity.actions.file_deleted', { user });
    case 'visit_scheduled':
      return text(after.scheduled_at) ? t('activity.actions.scheduledAt', { user, date: format.instant(String(after.scheduled_at)) }) : t('activity.actions.scheduled', { user });
    case 'visit_confirmed':
      return byOwner ? t('activity.actions.ownerConfirmed', { user }) : t('activity.actions.confirmed', { user });
    case 'visit_rejected':
      if (byOwner) return reason ? t('activity.actions.ownerRejectedBecause', { user, reason }) : t('activity.actions.ownerRejected', { user });
      return reason ? t('activity.actions.rejectedBecause', { user, reason }) : t('activity.actions.rejected', { user });
    case 'delivered':
      return text(after.delivery_date) ? t('activity.actions.deliveredOn', { user, date: format.day(String(after.delivery_date)) }) : t('activity.actions.delivered', { user });
    default: {
      const key = SENTENCES[name];
      return key ? t(`activity.actions.${key}`, { user }) : t('activity.actions.other', { user, action: entry.action });
    }
  }
}
