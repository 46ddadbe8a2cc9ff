import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';
import { useBimModelsOf } from '../api/bim/get-models';
import { CompanyModelsTable, type CompanyModel } from '../components/bim/company-models-table';
import { FormatsCard } from '../components/bim/formats-card';
import { LoadError } from '../components/bim/load-error';
import { SectionHeader } from '../components/section-header';
import { canOpenSection, findSection } from '../sections';

/** /config/integraciones/bim: the company's BIM integration; what it accepts and every model of the user's projects. */
export default function IntegrationsBimPage() {
  useHelpKey('config-bim.overview');
  const { t } = useTranslation(['config-bim', 'config']);
  const me = useMe();
  const results = useBimModelsOf(me.projects.map((project) => project.id));
  const section = findSection('projects/models');
  const canManage = section !== undefined && canOpenSection(section, me.permissions);

  const models: CompanyModel[] = me.projects.flatMap((project, index) =>
    (results[index]?.data ?? []).map((model) => ({ ...model, projectName: project.name })),
  );
  const failed = results.filter((result) => result.isError);

  return (
    <Stack gap="lg" data-testid="bim-integration-page">
      <SectionHeader title={t('config:sections.integraciones.children.bim')} description={t('overview.intro')} />
      <FormatsCard />
      {failed.length > 0 && <LoadError title={t('overview.loadError', { count: failed.length })} onRetry={() => failed.forEach((result) => void result.refetch())} />}
      <CompanyModelsTable models={models} fetching={results.some((result) => result.isPending)} canManage={canManage} />
      {canManage && (
        <Anchor component={Link} to="/config/projects/models" size="sm">
          {t('overview.manage')}
        </Anchor>
      )}
    </Stack>
  );
}
