import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ApiError } from '@/lib/api/errors';

/** A short green toast confirming what the owner did. */
export function notifyDone(message: string): void {
  notifications.show({ color: 'teal', icon: <IconCheck size={18} aria-hidden />, message, withCloseButton: true, 'data-testid': 'toast-success' });
}

/** The server's refusal when no field of the form can show it. */
export function notifyFailure(error: ApiError): void {
  const details = error.fieldMessages;
  notifications.show({
    color: error.status === 422 ? 'orange' : 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    title: error.message,
    message: details.length > 0 ? details.join(' ') : null,
    withCloseButton: true,
    'data-testid': 'toast-error',
  });
}
