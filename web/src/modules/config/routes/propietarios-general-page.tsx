import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useSettings } from '../api/propietarios/get-settings';
import { DeliverySettingsForm } from '../components/propietarios/delivery-settings-form';
import { GeneralSettingsForm } from '../components/propietarios/general-settings-form';
import { InboxCard } from '../components/propietarios/inbox-card';
import { LoadError } from '../components/propietarios/load-error';
import { NotificationsSettingsForm } from '../components/propietarios/notifications-settings-form';
import { SectionHeader } from '../components/section-header';

/**
 * /config/propietarios/general: the project's general, delivery (agenda) and notification settings, each saved apart,
 * and its address for requests by e-mail.
 */
export default function PropietariosGeneralPage() {
  useHelpKey('config-propietarios.general');
  const { t } = useTranslation(['config-propietarios', 'config']);
  const settings = useSettings();
  return (
    <Stack gap="lg" data-testid="propietarios-general-page">
      <SectionHeader title={t('config:sections.propietarios.children.general')} description={t('settingsIntro')} />
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <PageLoader />
      ) : (
        <>
          <GeneralSettingsForm settings={settings.data.general} />
          <DeliverySettingsForm settings={settings.data.delivery} />
          <NotificationsSettingsForm settings={settings.data.notifications} />
          <InboxCard />
        </>
      )}
    </Stack>
  );
}
