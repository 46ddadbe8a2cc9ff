/**
 * The BIM module's public face for the other modules (Cbox, Cmanagement, Concrete, Quality): the models page and the
 * viewer. The viewer is lazy (render it inside <Suspense>): its chunk is small, and That Open components, three and
 * web-ifc load in a further chunk only when it starts a 3D scene.
 */
export { BimViewer } from './components/lazy-viewer';
export type { BimViewerProps } from './components/bim-viewer';
export { BimModelsPage, type BimModelsPageProps, type BimViewerRenderer } from './routes/bim-models-page';
/** One element with its property sets (the query the viewer's properties panel shares), e.g. to name it. */
export { useBimElement } from './api/get-element';
/** The elements of several GlobalIds, by GlobalId (unknown ones left out). */
export { useBimElementsByGlobalId } from './api/lookup-elements';
export type { BimElement, BimElementDetail, BimFile, BimImpact, BimImpactItem, BimModel, BimState } from './api/types';
export { isBusy, POLL_MS } from './api/model-state';
