import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSection } from '../components/config/catalog-section';
import { ConfigHeader } from '../components/config/config-header';

/** `/config/hormigon/empresas-y-tipos`: the concrete suppliers (homologated or not) and the types with their strength. */
export default function ConcreteCompaniesPage() {
  const { t } = useTranslation('concrete-config');
  return (
    <Stack gap="lg" data-testid="concrete-config-companies-page">
      <ConfigHeader title={t('companiesPage.title')} description={t('companiesPage.intro')} />
      <CatalogSection kind="companies" />
      <CatalogSection kind="types" />
    </Stack>
  );
}
