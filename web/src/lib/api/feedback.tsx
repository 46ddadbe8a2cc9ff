import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { translate } from '@/lib/i18n';
import type { ApiError } from './errors';

/**
 * The global feedback of SPEC §8: an error toast (422 orange with an attention icon, anything else red)
 * with the server message and the field errors as a bulleted list; a persistent dialog for warnings.
 */
export function errorNotification(error: ApiError): NotificationData {
  const validation = error.status === 422;
  const details = error.fieldMessages;
  return {
    color: validation ? 'orange' : 'red',
    icon: validation ? <IconAlertTriangle size={18} aria-hidden /> : <IconX size={18} aria-hidden />,
    title: error.message,
    message:
      details.length > 0 ? (
        <List size="sm" spacing={2} data-testid="error-details">
          {details.map((detail, index) => (
            <List.Item key={`${index}-${detail}`}>{detail}</List.Item>
          ))}
        </List>
      ) : error.detail ?? null,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': translate('common:actions.close') },
    autoClose: 8000,
    'data-testid': validation ? 'toast-validation' : 'toast-error',
  };
}

export function notifyApiError(error: ApiError): void {
  notifications.show(errorNotification(error));
}

function WarningsBody({ warnings, onClose }: { warnings: string[]; onClose: () => void }) {
  return (
    <Stack gap="md">
      <List spacing={4} data-testid="warnings-list">
        {warnings.map((warning, index) => (
          <List.Item key={`${index}-${warning}`}>
            <Text size="sm">{warning}</Text>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {translate('common:actions.accept')}
        </Button>
      </Group>
    </Stack>
  );
}

export function showWarningsDialog(message: string | null, warnings: string[]): void {
  const id = `warnings-${Date.now().toString(36)}`;
  modals.open({
    modalId: id,
    title: message ?? translate('common:feedback.attention'),
    closeOnClickOutside: false,
    closeOnEscape: false,
    withCloseButton: false,
    children: <WarningsBody warnings={warnings} onClose={() => modals.close(id)} />,
  });
}
