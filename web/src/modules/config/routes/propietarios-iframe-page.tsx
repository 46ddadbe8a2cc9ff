import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useSettings } from '../api/propietarios/get-settings';
import { IframeSettingsForm } from '../components/propietarios/iframe-settings-form';
import { LoadError } from '../components/propietarios/load-error';
import { SectionHeader } from '../components/section-header';

/** /config/propietarios/iframe: the owners' portal embedded in the company's site, with the snippet to copy. */
export default function PropietariosIframePage() {
  useHelpKey('config-propietarios.iframe');
  const { t } = useTranslation(['config-propietarios', 'config']);
  const settings = useSettings();
  return (
    <Stack gap="lg" data-testid="propietarios-iframe-page">
      <SectionHeader title={t('config:sections.propietarios.children.iframe')} description={t('iframe.pageIntro')} />
      {settings.isError ? <LoadError onRetry={() => void settings.refetch()} /> : !settings.data ? <PageLoader /> : <IframeSettingsForm settings={settings.data.iframe} />}
    </Stack>
  );
}
