import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocCard, DocCode, DocText } from './doc-card';
import { API_V2_BASE } from './reference-nav';

/** What API v1 is: one address with the route in `path`, answered by the very handlers of API v2. */
export function ApiV1Explained() {
  const { t } = useTranslation('config-api-docs');
  const api = `${window.location.origin}/api`;
  return (
    <DocCard title={t('v1.explained.title')} testId="api-v1-explained">
      <DocText i18nKey="v1.explained.shape" />
      <DocCode>{`GET  ${api}/v1/api.php?path=/x/y&…\nPOST ${api}/v1/api.php?path=/x/y&…`}</DocCode>
      <DocText i18nKey="v1.explained.same" />
      <DocCode>{`GET ${api}/v1/api.php?path=/projects&page=2\nGET ${api}/projects?page=2`}</DocCode>
      <Anchor component={Link} to={`${API_V2_BASE}/introduction`} size="sm">
        {t('v1.explained.useV2')}
      </Anchor>
    </DocCard>
  );
}
