import { notifications, type NotificationData } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { translate } from '@/lib/i18n';
import type { CloudOutcome } from '../../api/export-to-cloud';

export interface OutcomeTitles {
  ok: string;
  failed: string;
}

/** Our own title (done or failed) over the server's localized message: what it counted, or what the remote said. */
function outcomeNotification(outcome: CloudOutcome, titles: OutcomeTitles): NotificationData {
  return {
    loading: false,
    color: outcome.ok ? 'teal' : 'red',
    icon: outcome.ok ? <IconCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />,
    title: outcome.ok ? titles.ok : titles.failed,
    message: outcome.message,
    autoClose: 8000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': translate('common:actions.close') },
    'data-testid': outcome.ok ? 'toast-success' : 'toast-error',
  };
}

export function notifyCloudOutcome(outcome: CloudOutcome, titles: OutcomeTitles): void {
  notifications.show(outcomeNotification(outcome, titles));
}

let sequence = 0;

/**
 * A toast that follows a run started from a menu (it may take a while): a spinner with `running`, then the outcome.
 * A refused request (`fail`) only drops the spinner: the API client has already toasted that error.
 */
export function cloudProgress(running: string) {
  sequence += 1;
  const id = `cbox-cloud-${sequence}`;
  notifications.show({ id, loading: true, message: running, autoClose: false, withCloseButton: false, 'data-testid': 'toast-cloud-running' });
  return {
    finish: (outcome: CloudOutcome, titles: OutcomeTitles) => notifications.update({ id, ...outcomeNotification(outcome, titles) }),
    fail: () => notifications.hide(id),
  };
}
