import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { ApiDownloads } from '../components/api-docs/api-downloads';
import { ApiV2Layout } from '../components/api-docs/api-v2-layout';
import { ApiV2Reference } from '../components/api-docs/api-v2-reference';
import { SectionHeader } from '../components/section-header';

/** /config/integraciones/apiV2/:group/:subgroup: the reference of one group (an OpenAPI tag) or one of its operations. */
export default function IntegrationsApiV2ReferencePage() {
  useHelpKey('config-api-docs.reference');
  const { t } = useTranslation(['config-api-docs', 'config']);
  const { group = '', subgroup = 'all' } = useParams();
  return (
    <Stack gap="lg" data-testid="api-v2-reference-page">
      <SectionHeader title={t('config:sections.integraciones.children.apiV2')} description={t('reference.description')} actions={<ApiDownloads />} />
      <ApiV2Layout group={group} subgroup={subgroup}>
        <ApiV2Reference group={group} subgroup={subgroup} />
      </ApiV2Layout>
    </Stack>
  );
}
