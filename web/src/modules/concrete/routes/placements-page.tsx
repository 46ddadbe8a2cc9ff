import { Alert, Center, Loader } from '@mantine/core';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BimViewer } from '@/modules/bim';
import { useConcreteModel } from '../api/models';
import { ConcreteTabs } from '../components/concrete-tabs';
import type { PickedElement } from '../components/placements/element-picker';
import { NoConcreteModel } from '../components/placements/no-model';
import { PickingPanel } from '../components/placements/picking-panel';
import { PlacementDrawer } from '../components/placements/placement-form';
import { PlacementsList } from '../components/placements/placements-list';
import { useConcreteRights } from '../components/placements/use-concrete-rights';
import classes from '../components/placements/placements.module.css';

const PICKED_COLOR = '#228be6';

/**
 * Placements (`/concrete/placements`): the project's Concrete model in 3D, where each click adds (or takes back) an
 * element to the selection, the panel that registers a placement on the selection, and the placements table.
 */
export default function PlacementsPage() {
  const { t } = useTranslation('concrete-placements');
  const { projectId, canEdit } = useConcreteRights();
  const model = useConcreteModel(projectId);
  const [picked, setPicked] = useState<PickedElement[]>([]);
  const [creating, setCreating] = useState(false);

  const add = useCallback((element: PickedElement) => setPicked((list) => (list.some((row) => row.globalId === element.globalId) ? list : [...list, element])), []);
  const remove = useCallback((globalId: string) => setPicked((list) => list.filter((row) => row.globalId !== globalId)), []);
  // A click in 3D toggles the element; a click on nothing changes nothing.
  const onSelect = useCallback((globalId: string | null) => {
    if (!globalId) return;
    setPicked((list) => (list.some((row) => row.globalId === globalId) ? list.filter((row) => row.globalId !== globalId) : [...list, { globalId, label: globalId }]));
  }, []);
  const colorBy = useMemo(() => Object.fromEntries(picked.map((row) => [row.globalId, PICKED_COLOR])), [picked]);

  let body;
  if (model.isPending) {
    body = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  } else if (model.isError) {
    body = (
      <Alert color="red" variant="light" data-testid="concrete-model-error">
        {t('noModel.loadFailed')}
      </Alert>
    );
  } else if (!model.data) {
    body = <NoConcreteModel />;
  } else {
    body = (
      <>
        <div className={classes.container} data-testid="placements-layout" data-picked={picked.length}>
          <div className={classes.columns}>
            <div className={classes.viewer}>
              <Suspense fallback={<Loader />}>
                <BimViewer modelId={model.data.id} colorBy={colorBy} selected={null} onSelect={onSelect} height="var(--placements-viewer-height)" />
              </Suspense>
            </div>
            <PickingPanel modelId={model.data.id} picked={picked} canEdit={canEdit} onAdd={add} onRemove={remove} onClear={() => setPicked([])} onAssociate={() => setCreating(true)} />
          </div>
        </div>
        <PlacementDrawer
          opened={creating}
          projectId={projectId}
          placement={null}
          globalIds={picked.map((row) => row.globalId)}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            setPicked([]);
          }}
        />
      </>
    );
  }

  return (
    <>
      <ConcreteTabs />
      {body}
      <PlacementsList projectId={projectId} canEdit={canEdit} />
    </>
  );
}
