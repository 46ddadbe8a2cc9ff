import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from './api-downloads';
import { CopyField } from './copy-field';
import { DocCard, DocCode, DocText } from './doc-card';

/** The introduction to the API v2: where it lives, how a request identifies itself, errors, pages and the files. */
export function ApiV2Intro() {
  const { t } = useTranslation('config-api-docs');
  const base = apiBaseUrl();
  const keyPlaceholder = t('intro.auth.keyPlaceholder');
  const validation = {
    message: t('intro.errors.exampleMessage'),
    code: 'validation',
    errors: { name: [t('intro.errors.exampleField')] },
  };
  const page = { data: ['…'], current_page: 2, total: 137, rowsPerPage: 50, has_more: true };

  return (
    <Stack gap="lg" data-testid="api-v2-intro">
      <DocCard title={t('intro.base.title')} testId="api-intro-base">
        <DocText i18nKey="intro.base.body" />
        <CopyField label={t('intro.base.label')} value={base} testId="api-base-url" />
      </DocCard>

      <DocCard title={t('intro.auth.title')} testId="api-intro-auth">
        <DocText i18nKey="intro.auth.body" />
        <DocCode>{`Authorization: Bearer ${keyPlaceholder}`}</DocCode>
        <Text size="sm" fw={600}>
          {t('intro.auth.admins')}
        </Text>
        <DocText i18nKey="intro.auth.example" />
        <DocCode>{`curl -H "Authorization: Bearer ${keyPlaceholder}" ${base}/me`}</DocCode>
      </DocCard>

      <DocCard title={t('intro.errors.title')} testId="api-intro-errors">
        <DocText i18nKey="intro.errors.body" />
        <DocText i18nKey="intro.errors.validation" />
        <DocCode>{`HTTP/1.1 422 Unprocessable Entity\nContent-Type: application/json\n\n${JSON.stringify(validation, null, 2)}`}</DocCode>
        <DocText i18nKey="intro.errors.rateLimit" />
        <DocCode>{'HTTP/1.1 429 Too Many Requests\nRetry-After: 30'}</DocCode>
        <DocText i18nKey="intro.errors.others" />
      </DocCard>

      <DocCard title={t('intro.pagination.title')} testId="api-intro-pagination">
        <DocText i18nKey="intro.pagination.body" />
        <DocCode>{`GET ${base}/projects?page=2&rowsPerPage=50`}</DocCode>
        <DocText i18nKey="intro.pagination.answer" />
        <DocCode>{JSON.stringify(page, null, 2)}</DocCode>
      </DocCard>

      <DocCard title={t('intro.downloads.title')} testId="api-intro-downloads">
        <DocText i18nKey="intro.downloads.body" />
      </DocCard>
    </Stack>
  );
}
