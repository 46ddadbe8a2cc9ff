import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { translate } from '@/lib/i18n';

/** A short green toast confirming a change (errors use the API client's toast). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', icon: <IconCheck size={18} aria-hidden />, message, withCloseButton: true, closeButtonProps: { 'aria-label': translate('common:actions.close') }, 'data-testid': 'toast-success' });
}
