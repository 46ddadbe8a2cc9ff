import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useOpenApi } from '../api/api-docs/get-openapi';
import { ApiV1Explained } from '../components/api-docs/api-v1-explained';
import { LegacyForm } from '../components/api-docs/legacy-form';
import { LoadError } from '../components/api-docs/load-error';
import { SectionHeader } from '../components/section-header';

/** /config/integraciones/api: the legacy API v1, what it is, and a form that writes (and tries) a v1 call. */
export default function IntegrationsApiV1Page() {
  useHelpKey('config-api-docs.apiV1');
  const { t } = useTranslation('config-api-docs');
  const openApi = useOpenApi();
  return (
    <Stack gap="lg" data-testid="api-v1-page">
      <SectionHeader title={t('v1.title')} description={t('v1.description')} />
      <ApiV1Explained />
      {openApi.isError ? <LoadError onRetry={() => void openApi.refetch()} /> : !openApi.data ? <PageLoader /> : <LegacyForm doc={openApi.data} />}
    </Stack>
  );
}
