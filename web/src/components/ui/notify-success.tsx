import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';

/** A short green toast confirming a change (errors use the API client's toast). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', icon: <IconCheck size={18} aria-hidden />, message, withCloseButton: true, 'data-testid': 'toast-success' });
}
