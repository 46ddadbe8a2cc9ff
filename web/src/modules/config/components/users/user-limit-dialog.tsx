import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api';
import { useUserLimits } from '../../api/get-user-limits';
import { useRequestMoreUsers } from '../../api/request-more-users';
import { RequestStatus } from './request-status';

/** Opens the dialog: with the refusal that hit the limit, or null when the administrator asks on their own. */
export type LimitHandler = (error: ApiError | null) => void;

const MESSAGE_MAX = 1000;

interface UserLimitDialogProps {
  opened: boolean;
  error: ApiError | null;
  onClose: () => void;
}

function RequestForm({ error, onClose }: Omit<UserLimitDialogProps, 'opened'>) {
  const { t } = useTranslation(['config', 'common']);
  const limits = useUserLimits();
  const request = useRequestMoreUsers();
  const [message, setMessage] = useState('');
  // The request just made shows at once; an earlier open one comes with the limits.
  const open = request.data ?? limits.data?.open_request ?? null;

  return (
    <Stack gap="md" data-testid="user-limit-dialog">
      {error ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="user-limit-detail">
          {error.detail ?? error.message}
        </Alert>
      ) : (
        <Text size="sm">{t('users.limit.intro')}</Text>
      )}
      {open ? (
        <RequestStatus request={open} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('users.limit.requestIntro')}
          </Text>
          <Textarea
            label={t('users.limit.message')}
            description={t('users.limit.messageHint', { max: MESSAGE_MAX })}
            rows={3}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
        {!open && (
          <Button leftSection={<IconSend size={16} />} loading={request.isPending || limits.isPending} onClick={() => request.mutate(message)} data-testid="request-more-users">
            {t('users.limit.request')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * SPEC §8: 'Se alcanzó el límite de usuarios activos' with the scope that is full, and the request for more users
 * (which notifies the provider), or the state of the request already made.
 */
export function UserLimitDialog({ opened, error, onClose }: UserLimitDialogProps) {
  const { t } = useTranslation(['config', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={error?.message ?? t('users.limit.title')} centered size="md" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <RequestForm error={error} onClose={onClose} />
    </Modal>
  );
}
