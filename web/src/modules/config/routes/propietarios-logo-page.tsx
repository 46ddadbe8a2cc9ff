import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useProjectData } from '../api/propietarios/get-project-data';
import { LoadError } from '../components/propietarios/load-error';
import { LogoCard } from '../components/propietarios/logo-card';
import { SectionHeader } from '../components/section-header';

/** /config/propietarios/logo: the active project's logo. */
export default function PropietariosLogoPage() {
  useHelpKey('config-propietarios.logo');
  const { t } = useTranslation(['config-propietarios', 'config']);
  const project = useProjectData();
  return (
    <Stack gap="lg" data-testid="propietarios-logo-page">
      <SectionHeader title={t('config:sections.propietarios.children.logo')} description={t('logo.intro')} />
      {project.isError ? <LoadError onRetry={() => void project.refetch()} /> : !project.data ? <PageLoader /> : <LogoCard data={project.data} />}
    </Stack>
  );
}
