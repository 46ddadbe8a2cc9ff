import { Alert, Center, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotificationSettings } from '../../api/get-notification-settings';
import { withChannel } from '../../api/notification-setting-state';
import type { NotificationChannel, NotificationSetting } from '../../api/notification-setting-types';
import { useUpdateNotificationSetting } from '../../api/update-notification-setting';
import { notifySuccess } from '@/components/ui/notify-success';
import { moduleLabel } from './module-label';

const CHANNELS: readonly { channel: NotificationChannel; header: string; label: string }[] = [
  { channel: 'in_app', header: 'settings.inApp', label: 'settings.inAppLabel' },
  { channel: 'email', header: 'settings.email', label: 'settings.emailLabel' },
];

/** /config/notificaciones/configuracion: per module the user can open, whether notices arrive in the app and by e-mail. */
export function NotificationSettingsPanel() {
  const { t } = useTranslation(['config-notifications', 'common']);
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();

  const toggle = (setting: NotificationSetting, channel: NotificationChannel, on: boolean) =>
    update.mutate(withChannel(setting, channel, on), { onSuccess: () => notifySuccess(t('settings.saved')) });

  if (settings.isPending) {
    return (
      <Center mih={160}>
        <Loader />
      </Center>
    );
  }
  if (settings.isError) return <Alert color="red">{t('settings.loadError')}</Alert>;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('settings.hint')}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="notification-settings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.module')}</Table.Th>
              {CHANNELS.map(({ channel, header }) => (
                <Table.Th key={channel} ta="center" w={160}>
                  {t(header)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.data.map((setting) => {
              const name = moduleLabel(t, setting.module);
              const saving = update.isPending && update.variables.module === setting.module;
              return (
                <Table.Tr key={setting.module} data-testid="notification-setting" data-module={setting.module}>
                  <Table.Td fw={500}>{name}</Table.Td>
                  {CHANNELS.map(({ channel, label }) => (
                    <Table.Td key={channel}>
                      <Center>
                        <Switch
                          checked={setting[channel]}
                          disabled={saving}
                          aria-label={t(label, { module: name })}
                          onChange={(event) => toggle(setting, channel, event.currentTarget.checked)}
                        />
                      </Center>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
