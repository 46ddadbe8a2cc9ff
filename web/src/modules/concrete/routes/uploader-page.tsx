import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/lib/session';
import { useConcreteModel } from '../api/concrete-model';
import { NoConcreteModel } from '../components/advance/no-model';
import { ConcreteTabs } from '../components/concrete-tabs';
import { ImportSection } from '../components/uploader/import-section';
import { ModelCard } from '../components/uploader/model-card';

/**
 * `/concrete/uploader`: the project's model assigned to Concrete with its IFC files and their processing, and the way
 * to Configuración › Modelos BIM, where models are loaded and one per project is assigned to Concrete; below it,
 * for who may register placements, the spreadsheet imports of placements and of laboratory results.
 */
export default function UploaderPage() {
  const { t } = useTranslation('concrete-uploader');
  const projectId = useMe().active_project_id ?? '';
  const model = useConcreteModel(projectId);
  let body;
  if (model.isError) {
    body = (
      <Alert color="red" variant="light" title={t('error.title')} role="alert" data-testid="concrete-uploader-error">
        {t('error.description')}
        <Button variant="light" color="red" size="xs" mt="xs" display="block" onClick={() => void model.refetch()}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  } else if (projectId !== '' && model.isPending) {
    body = <PageLoader />;
  } else if (!model.data) {
    body = <NoConcreteModel namespace="concrete-uploader" testId="concrete-uploader-no-model" />;
  } else {
    body = (
      <>
        <ModelCard model={model.data} />
        <ImportSection />
      </>
    );
  }
  return (
    <>
      <ConcreteTabs />
      {body}
    </>
  );
}
