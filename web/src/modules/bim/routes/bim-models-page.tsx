import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCube, IconSettings } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useMe } from '@/lib/session';
import { useBimModels } from '../api/get-models';
import type { BimModel } from '../api/types';
import { BimViewer } from '../components/lazy-viewer';
import { ModelList } from '../components/picker/model-list';
import { ModelSelect } from '../components/picker/model-select';

/** Who may load and configure models (Configuración › Proyectos › Modelos BIM). */
const MANAGE_PERMISSION = 'config.projects.manage';

export interface BimModelsPageProps {
  /** The route of this page without the model, e.g. `/cbox/bim`. */
  basePath: string;
  /** Prefix of the empty state's test id (`<prefix>-bim-empty`). */
  testIdPrefix: string;
  /**
   * What shows the chosen model, when a module wants more than the plain viewer (Cmanagement puts its tickets beside
   * it). Key what it renders by the model id, so a change of model starts afresh. Default: the viewer alone.
   */
  renderViewer?: BimViewerRenderer;
}

/** Renders the chosen model of the models page; see `BimModelsPageProps.renderViewer`. */
export type BimViewerRenderer = (modelId: string) => ReactNode;

const plainViewer: BimViewerRenderer = (modelId) => <BimViewer key={modelId} modelId={modelId} />;

/**
 * `<module>/bim/:modelId?`: the active project's models to choose from, and the chosen model in the viewer. A project
 * without models shows an empty state, with a way to configuration for those who may load models.
 */
export function BimModelsPage({ basePath, testIdPrefix, renderViewer = plainViewer }: BimModelsPageProps) {
  const { t } = useTranslation('bim');
  const me = useMe();
  const navigate = useNavigate();
  const { modelId } = useParams();
  const projectId = me.active_project_id ?? null;
  const models = useBimModels(projectId);
  const hrefOf = (model: Pick<BimModel, 'id'>) => `${basePath}/${encodeURIComponent(model.id)}`;

  if (projectId !== null && models.isPending) return <PageLoader />;
  if (models.isError) {
    return (
      <Alert color="red" title={t('page.loadFailed')} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void models.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  }
  // Without an active project there is nothing to list (the query does not run).
  const list = models.data ?? [];
  if (list.length === 0) {
    const canManage = me.user.is_superadmin || me.permissions.includes(MANAGE_PERMISSION);
    return (
      <StatusPage
        icon={<IconCube size={36} />}
        title={t('page.title')}
        description={t('page.empty')}
        testId={`${testIdPrefix}-bim-empty`}
        actions={
          canManage ? (
            <Button component={Link} to="/config/projects/models" leftSection={<IconSettings size={16} />}>
              {t('page.configure')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (!modelId) {
    return (
      <Stack gap={0}>
        <PageHeader title={t('page.title')} description={t('page.choose')} />
        <ModelList models={list} hrefOf={hrefOf} />
      </Stack>
    );
  }
  if (!list.some((model) => model.id === modelId)) {
    return (
      <StatusPage
        icon={<IconCube size={36} />}
        title={t('page.notFoundTitle')}
        description={t('page.notFound')}
        testId={`${testIdPrefix}-bim-not-found`}
        actions={
          <Button component={Link} to={basePath} variant="light">
            {t('page.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <ModelSelect models={list} value={modelId} onChange={(id) => void navigate(hrefOf({ id }))} />
      </Group>
      <Suspense fallback={<PageLoader />}>{renderViewer(modelId)}</Suspense>
    </Stack>
  );
}
