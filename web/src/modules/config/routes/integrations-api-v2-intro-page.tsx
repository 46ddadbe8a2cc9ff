import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { ApiDownloads } from '../components/api-docs/api-downloads';
import { ApiV2Intro } from '../components/api-docs/api-v2-intro';
import { ApiV2Layout } from '../components/api-docs/api-v2-layout';
import { SectionHeader } from '../components/section-header';

/** /config/integraciones/apiV2/introduction: how to call the API v2, and its OpenAPI document and Postman collection. */
export default function IntegrationsApiV2IntroPage() {
  useHelpKey('config-api-docs.apiV2');
  const { t } = useTranslation(['config-api-docs', 'config']);
  return (
    <Stack gap="lg" data-testid="api-v2-intro-page">
      <SectionHeader title={t('config:sections.integraciones.children.apiV2')} description={t('intro.description')} actions={<ApiDownloads />} />
      <ApiV2Layout>
        <ApiV2Intro />
      </ApiV2Layout>
    </Stack>
  );
}
