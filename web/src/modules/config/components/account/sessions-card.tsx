import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AccountSession } from '../../api/account-types';
import { useEndSession } from '../../api/end-session';
import { useSessions } from '../../api/get-sessions';
import { notifySuccess } from '@/components/ui/notify-success';
import { deviceText, parseUserAgent } from './device-label';
import classes from './sessions-card.module.css';

/** The user's live sessions with a readable device; each can be ended, this one too (which signs out). */
export function SessionsCard() {
  const { t, i18n } = useTranslation(['config-account', 'common']);
  const sessions = useSessions();
  const end = useEndSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const endSession = (session: AccountSession, device: string) =>
    end.mutate(session, {
      onSuccess: () => {
        if (!session.current) {
          notifySuccess(t('sessions.ended', { device }));
          return;
        }
        // Leave the authenticated screens first, then forget the cache, so nothing asks for the lost session.
        void Promise.resolve(navigate('/login', { replace: true })).then(() => client.clear());
      },
    });

  const confirmEnd = (session: AccountSession, device: string) => {
    if (!session.current) {
      endSession(session, device);
      return;
    }
    modals.openConfirmModal({
      title: t('sessions.confirmCurrentTitle'),
      centered: true,
      children: <Text size="sm">{t('sessions.confirmCurrent')}</Text>,
      labels: { confirm: t('sessions.end'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-end-session' },
      onConfirm: () => endSession(session, device),
    });
  };

  const rows = (sessions.data ?? []).map((session) => {
    const device = deviceText(t, parseUserAgent(session.user_agent));
    return (
      <Group key={session.id} justify="space-between" wrap="nowrap" gap="sm" py="sm" className={classes.row} data-testid="session-row" data-current={session.current || undefined}>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {device}
            </Text>
            {session.current && (
              <Badge size="sm" variant="filled" color="teal.9">
                {t('sessions.current')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('sessions.details', { ip: session.ip ?? '—', started: when(session.created_at), lastSeen: when(session.last_seen_at) })}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconLogout size={14} />}
          aria-label={t('sessions.endNamed', { device })}
          loading={end.isPending && end.variables.id === session.id}
          onClick={() => confirmEnd(session, device)}
          style={{ flexShrink: 0 }}
        >
          {t('sessions.end')}
        </Button>
      </Group>
    );
  });

  return (
    <Card withBorder radius="md" padding="xl" data-testid="account-sessions">
      <Stack gap="md">
        <div>
          <Title order={4}>{t('sessions.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('sessions.description')}
          </Text>
        </div>
        {sessions.isError ? (
          <Text size="sm" c="red">
            {t('sessions.loadError')}
          </Text>
        ) : (
          <div data-testid="session-list">{rows}</div>
        )}
      </Stack>
    </Card>
  );
}
