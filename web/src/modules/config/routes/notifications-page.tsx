import { Stack, Tabs } from '@mantine/core';
import { IconAdjustments, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { NotificationSettingsPanel } from '../components/notifications/notification-settings-panel';
import { ReceivedPanel } from '../components/notifications/received-panel';
import { SectionHeader } from '../components/section-header';

const TABS = [
  { value: 'configuracion', icon: IconAdjustments },
  { value: 'recibidas', icon: IconInbox },
] as const;

/** /config/notificaciones: two tabs, each a route of its own (SPEC §2): `configuracion` (default) and `recibidas`. */
export default function NotificationsPage() {
  useHelpKey('config-notifications.page');
  const { t } = useTranslation('config-notifications');
  const navigate = useNavigate();
  const tab = (useParams()['*'] ?? '').split('/')[0];

  return (
    <Stack gap="lg" data-testid="notifications-page">
      <SectionHeader title={t('title')} description={t('description')} />
      <Tabs value={tab || 'configuracion'} onChange={(value) => value && void navigate(`/config/notificaciones/${value}`)} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map(({ value, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} data-testid={`notifications-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Routes>
          <Route index element={<Navigate to="configuracion" replace />} />
          <Route path="configuracion" element={<NotificationSettingsPanel />} />
          <Route path="recibidas" element={<ReceivedPanel />} />
          <Route path="*" element={<Navigate to="/config/notificaciones/configuracion" replace />} />
        </Routes>
      </Tabs>
    </Stack>
  );
}
