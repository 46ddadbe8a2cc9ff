import { ActionIcon, Card, Skeleton, Stack, Switch, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useInbox } from '../../api/propietarios/get-inbox';
import { useSaveInbox } from '../../api/propietarios/save-inbox';
import type { Inbox } from '../../api/propietarios/types';
import { LoadError } from './load-error';

/**
 * The copy control. Mantine's `CopyButton` drops a refused clipboard write on the floor, so this uses the hook behind
 * it, which also says when the write failed: the address is then selected for a manual copy.
 */
function AddressField({ address }: { address: string }) {
  const { t } = useTranslation('config-propietarios');
  const clipboard = useClipboard({ timeout: 1500 });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (clipboard.error) input.current?.select();
  }, [clipboard.error]);
  const label = clipboard.copied ? t('inbox.copied') : t('inbox.copy');
  return (
    <Stack gap={4}>
      <TextInput
        ref={input}
        readOnly
        label={t('inbox.address')}
        value={address}
        maw={520}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSection={
          <Tooltip label={label} withArrow position="left">
            <ActionIcon variant="subtle" color={clipboard.copied ? 'teal' : 'gray'} aria-label={label} onClick={() => clipboard.copy(address)} data-testid="inbox-copy">
              {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        }
        data-testid="inbox-address"
      />
      {clipboard.error && (
        <Text size="xs" c="red" role="alert">
          {t('inbox.copyError')}
        </Text>
      )}
    </Stack>
  );
}

/** The switch saves at once; it shows the server's state, so "on" is only shown once mail is really taken. */
function InboxBody({ inbox }: { inbox: Inbox }) {
  const { t } = useTranslation('config-propietarios');
  const save = useSaveInbox();
  const toggle = (enabled: boolean) => save.mutate(enabled, { onSuccess: (saved) => notifySuccess(t(saved.enabled ? 'inbox.turnedOn' : 'inbox.turnedOff')) });
  return (
    <>
      <Switch
        label={t('inbox.enabled')}
        aria-label={t('inbox.enabled')}
        description={t(inbox.enabled ? 'inbox.onHint' : 'inbox.offHint')}
        checked={inbox.enabled}
        disabled={save.isPending}
        onChange={(event) => toggle(event.currentTarget.checked)}
        data-testid="inbox-enabled"
      />
      <AddressField address={inbox.address} />
      <Text size="xs" c="dimmed">
        {t('inbox.strangers')}
      </Text>
    </>
  );
}

/** Requests by e-mail: the project's address owners write to, and whether it takes mail. */
export function InboxCard() {
  const { t } = useTranslation('config-propietarios');
  const inbox = useInbox();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="settings-inbox" data-enabled={inbox.data?.enabled}>
      <Stack gap="md">
        <div>
          <Title order={4}>{t('inbox.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('inbox.intro')}
          </Text>
        </div>
        {inbox.isError ? (
          <LoadError onRetry={() => void inbox.refetch()} />
        ) : !inbox.data ? (
          <Skeleton height={96} radius="sm" maw={520} />
        ) : (
          <InboxBody inbox={inbox.data} />
        )}
      </Stack>
    </Card>
  );
}
