import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { translate } from '@/lib/i18n';
import type { Outcome } from '../../api/connectors/types';

/**
 * What a test, sync, export or import did, as a toast: our own title (success or failure), and the server's
 * message as the detail (what it counted, or what the remote service answered).
 */
export function notifyOutcome(outcome: Outcome, titles: { ok: string; failed: string }): void {
  notifications.show({
    color: outcome.ok ? 'teal' : 'red',
    icon: outcome.ok ? <IconCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />,
    title: outcome.ok ? titles.ok : titles.failed,
    message: outcome.message,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': translate('common:actions.close') },
    'data-testid': outcome.ok ? 'toast-outcome-ok' : 'toast-outcome-failed',
  });
}
