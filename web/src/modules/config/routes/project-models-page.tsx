import { Button, EmptyState, Stack } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';
import { useBimModels } from '../api/bim/get-models';
import type { BimModel } from '../api/bim/types';
import { BimUploadsProvider } from '../components/bim/bim-uploads';
import { CreateModelModal } from '../components/bim/create-model-modal';
import { LoadError } from '../components/bim/load-error';
import { ModelDrawer } from '../components/bim/model-drawer';
import { ModelsEmpty } from '../components/bim/models-empty';
import { ModelsTable } from '../components/bim/models-table';
import { ProjectPicker } from '../components/bim/project-picker';
import { SectionHeader } from '../components/section-header';

/**
 * The screen itself. The chosen project and the open model live in the URL (`?project=…&model=…`), so the company
 * overview (/config/integraciones/bim) links straight to a model's panel.
 */
function ProjectModels() {
  useHelpKey('config-bim.models');
  const { t } = useTranslation(['config-bim', 'config']);
  const me = useMe();
  const [params, setParams] = useSearchParams();
  // A project the user no longer has (an old link) falls back to the active one.
  const requested = me.projects.find((candidate) => candidate.id === params.get('project'));
  const projectId = requested?.id ?? me.active_project_id ?? me.projects[0]?.id ?? null;
  const project = me.projects.find((candidate) => candidate.id === projectId);
  const openId = params.get('model');
  // While a model's panel is open, the panel polls that model; the list waits.
  const models = useBimModels(projectId, openId === null);
  const [creating, setCreating] = useState(false);

  // The panel keeps its last model while it slides out.
  const current = openId ? (models.data?.find((model) => model.id === openId) ?? null) : null;
  const [shown, setShown] = useState<BimModel | null>(null);
  if (current && current !== shown) setShown(current);

  const select = (next: { project?: string; model?: string | null }) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next.project) updated.set('project', next.project);
      if (next.model) updated.set('model', next.model);
      else updated.delete('model');
      return updated;
    });

  if (projectId === null) {
    return <EmptyState py="xl" variant="light" color="gray" icon={<IconBuildingSkyscraper size={28} />} title={t('project.noneTitle')} description={t('project.none')} data-testid="bim-no-projects" />;
  }

  return (
    <Stack gap="lg" data-testid="bim-models-page">
      <SectionHeader
        title={t('config:sections.projectModels.title')}
        description={t('models.intro')}
        actions={
          <>
            <ProjectPicker projects={me.projects} value={projectId} onChange={(id) => select({ project: id, model: null })} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="bim-new-model">
              {t('models.new')}
            </Button>
          </>
        }
      />
      {models.isError ? (
        <LoadError title={t('models.loadError')} onRetry={() => void models.refetch()} />
      ) : models.data?.length === 0 ? (
        <ModelsEmpty onCreate={() => setCreating(true)} />
      ) : (
        <ModelsTable models={models.data ?? []} fetching={models.isPending} onOpen={(model) => select({ model: model.id })} />
      )}
      <CreateModelModal
        opened={creating}
        projectId={projectId}
        projectName={project?.name ?? ''}
        onClose={() => setCreating(false)}
        onCreated={(model) => {
          setCreating(false);
          select({ model: model.id });
        }}
      />
      <ModelDrawer
        model={shown}
        opened={current !== null}
        onClose={() => select({ model: null })}
        onDeleted={() => {
          setShown(null);
          select({ model: null });
        }}
      />
    </Stack>
  );
}

/** /config/projects/models: a project's BIM models, their IFC files and their processing; force update or delete. */
export default function ProjectModelsPage() {
  return (
    <BimUploadsProvider>
      <ProjectModels />
    </BimUploadsProvider>
  );
}
