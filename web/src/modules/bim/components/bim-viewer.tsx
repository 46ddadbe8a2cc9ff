import { Box, Center, Loader, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBimModel } from '../api/get-model';
import { availableFiles } from '../api/model-state';
import { loadThatOpenEngine, type BimEngineFactory } from '../engine/types';
import { PropertiesPanel } from './properties/properties-panel';
import { BimSideBar } from './side-bar/bim-side-bar';
import { resolvePicked } from './viewer/resolve-picked';
import { SceneOverlay } from './viewer/scene-overlay';
import { ModelUnavailable } from './viewer/model-unavailable';
import { useModelScene } from './viewer/use-model-scene';
import type { SceneStatus, ViewerState } from './viewer/viewer-status';
import { ViewerToolbar } from './viewer/viewer-toolbar';
import classes from './bim-viewer.module.css';

export interface BimViewerProps {
  modelId: string;
  /**
   * Colours by GlobalId (any CSS colour), e.g. the progress of concrete placements. Pass the same object while the
   * colours do not change (useMemo): a new object repaints the model.
   */
  colorBy?: Readonly<Record<string, string>>;
  /** Called with the GlobalId of the element the user selects (in 3D or in the side bar), null when cleared. */
  onSelect?: (globalId: string | null) => void;
  /** The selected element; leave undefined to let the viewer keep its own selection. */
  selected?: string | null;
  /** Height of the viewer (CSS); by default the rest of the window. */
  height?: string | number;
  /** The 3D engine; tests pass a stub because jsdom has no WebGL. */
  engineFactory?: BimEngineFactory;
}

const NO_COLORS: Readonly<Record<string, string>> = {};

/**
 * The shared BIM viewer: the model's IFC files in 3D with the spatial tree on the left and the selected element's
 * properties on the right. Loaded lazily (see `index.ts`) so That Open and web-ifc stay out of other screens.
 */
export default function BimViewer({ modelId, colorBy, onSelect, selected, height, engineFactory = loadThatOpenEngine }: BimViewerProps) {
  const { t } = useTranslation('bim');
  const queryClient = useQueryClient();
  const model = useBimModel(modelId);
  const files = useMemo(() => (model.data ? availableFiles(model.data) : []), [model.data]);
  const fileNames = useMemo(() => new Map(model.data?.files.map((file) => [file.id, file.name])), [model.data]);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const scene = useModelScene(container, files, engineFactory, attempt);
  const engine = scene.engine;

  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const current = selected !== undefined ? selected : ownSelection;
  const choose = useCallback(
    (globalId: string | null) => {
      setOwnSelection(globalId);
      onSelect?.(globalId);
    },
    [onSelect],
  );

  // "Clear colours" holds until the caller sends a new colour map.
  const [clearedColors, setClearedColors] = useState<Readonly<Record<string, string>> | null>(null);
  const colors = colorBy && colorBy !== clearedColors ? colorBy : NO_COLORS;
  const [sideBarOpen, setSideBarOpen] = useState(true);

  // Colours and the selection go to the engine while its models load (they are painted as the tiles are built).
  const painter = engine ?? scene.early;
  useEffect(() => {
    void painter?.select(current);
  }, [painter, current]);

  useEffect(() => {
    void painter?.setColors(colors);
  }, [painter, colors]);

  useEffect(
    () => engine?.onPick((picked) => choose(picked ? resolvePicked(queryClient, modelId, picked) : null)),
    [engine, choose, queryClient, modelId],
  );

  let status: SceneStatus = scene.status;
  let state: ViewerState;
  if (model.isError) {
    status = { state: 'failed', reason: { kind: 'model', detail: model.error.message } };
    state = 'failed';
  } else if (model.data && files.length === 0) state = 'empty';
  else state = model.isPending ? 'loading' : status.state;

  const pending = model.data ? model.data.files.length - files.length : 0;
  const retry = () => (model.isError ? void model.refetch() : setAttempt((value) => value + 1));

  return (
    <Box
      className={classes.root}
      h={height ?? 'calc(100dvh - 300px)'}
      data-testid="bim-viewer"
      data-state={state}
      data-selected-global-id={current ?? ''}
    >
      {state === 'empty' && model.data ? (
        <ModelUnavailable model={model.data} />
      ) : (
        <>
          {sideBarOpen && model.data && (
            <Box className={classes.side}>
              <BimSideBar modelId={modelId} selected={current} onSelect={choose} fileNames={fileNames} />
            </Box>
          )}
          <Box className={classes.stage}>
            <div ref={setContainer} className={classes.canvas} data-testid="bim-canvas" />
            <ViewerToolbar
              ready={state === 'ready'}
              hasSelection={current !== null}
              hasColors={Object.keys(colors).length > 0}
              sideBarOpen={sideBarOpen}
              onToggleSideBar={() => setSideBarOpen((open) => !open)}
              onFit={() => void engine?.fit()}
              onIsolate={() => current && void engine?.isolate([current])}
              onHide={() => current && void engine?.hide([current])}
              onShowAll={() => void engine?.showAll()}
              onClearColors={() => setClearedColors(colorBy ?? null)}
            />
            {model.isPending ? (
              <Center pos="absolute" inset={0}>
                <Loader type="oval" size={40} color="gray" aria-label={t('loading.model')} />
              </Center>
            ) : (
              <SceneOverlay status={status} onRetry={retry} />
            )}
            {state === 'ready' && pending > 0 && (
              <Paper className={classes.notice} withBorder shadow="xs" px="sm" py={4}>
                <Text size="xs">{t('viewer.pendingFiles', { count: pending })}</Text>
              </Paper>
            )}
            {current !== null && (
              <Paper className={classes.properties} withBorder shadow="md">
                <PropertiesPanel modelId={modelId} globalId={current} onClose={() => choose(null)} />
              </Paper>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
