/**
 * The viewer's 3D engine on That Open components: one world (scene, perspective camera with orbit/pan/zoom
 * controls, WebGL renderer), one fragments model per IFC file, picking on click, and element colours for the
 * selection and for what other modules paint (concrete and quality progress), drawn by the GPU (`item-colors.ts`).
 */
import * as OBC from '@thatopen/components';
import type { FragmentsModel } from '@thatopen/fragments';
import fragmentsWorkerUrl from '@thatopen/fragments/worker?url';
import * as THREE from 'three';
import { IfcConverter } from './ifc-converter';
import { ModelColors } from './item-colors';
import { keepConversion, keptConversion } from './kept-conversions';
import { attachPicking } from './picking';
import { EngineError, type BimEngine, type IfcSource, type PickedElement } from './types';
import { hasWebGl, isSoftwareWebGl } from './webgl';

type World = OBC.SimpleWorld<OBC.SimpleScene, OBC.SimpleCamera, OBC.SimpleRenderer>;

/** The world with the pieces the engine uses, known to be set. */
interface Stage {
  world: World;
  camera: OBC.SimpleCamera;
  renderer: OBC.SimpleRenderer;
  canvas: HTMLCanvasElement;
}

const SELECTION_COLOR = '#228be6';

function createStage(components: OBC.Components, container: HTMLElement): Stage {
  const world = components.get(OBC.Worlds).create<OBC.SimpleScene, OBC.SimpleCamera, OBC.SimpleRenderer>();
  world.scene = new OBC.SimpleScene(components);
  world.scene.setup();
  // Transparent: the container's background follows the app's light or dark scheme.
  world.scene.three.background = null;
  let renderer: OBC.SimpleRenderer;
  try {
    // Multisampling draws every pixel four times: on a CPU-drawn WebGL that is most of a frame's cost.
    renderer = new OBC.SimpleRenderer(components, container, { antialias: !isSoftwareWebGl() });
  } catch (error) {
    throw new EngineError('webgl', error instanceof Error ? error.message : String(error));
  }
  world.renderer = renderer;
  // Draw only when something changed (camera, tiles, colours, size) instead of every frame: an idle model then costs
  // no CPU or battery, and software rendering (no GPU) does not compete with the conversion worker.
  renderer.mode = OBC.RendererMode.MANUAL;
  renderer.onResize.add(() => (renderer.needsUpdate = true));
  const camera = new OBC.SimpleCamera(components);
  world.camera = camera;
  components.init();
  return { world, camera, renderer, canvas: renderer.three.domElement };
}

export function createThatOpenEngine(container: HTMLElement): Promise<BimEngine> {
  if (!hasWebGl()) return Promise.reject(new EngineError('webgl'));
  const components = new OBC.Components();
  let stage: Stage;
  try {
    stage = createStage(components, container);
  } catch (error) {
    components.dispose();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const fragments = components.get(OBC.FragmentsManager);
  // The worker is bundled by Vite into dist/assets; That Open would fetch it from a CDN otherwise.
  fragments.init(new URL(fragmentsWorkerUrl, document.baseURI).href);
  fragments.core.settings.autoCoordinate = true;
  const { world, camera, renderer } = stage;
  const redraw = () => (renderer.needsUpdate = true);
  camera.controls.addEventListener('update', redraw);
  camera.controls.addEventListener('rest', () => void fragments.core.update(true));
  fragments.list.onItemSet.add(({ value: model }) => {
    model.onViewUpdated.add(redraw);
    model.useCamera(camera.three);
    world.scene.three.add(model.object);
  });
  return Promise.resolve(new ThatOpenEngine(components, stage, fragments));
}

class ThatOpenEngine implements BimEngine {
  private readonly converter = new IfcConverter();
  private readonly pickListeners = new Set<(element: PickedElement | null) => void>();
  /** Where each GlobalId asked for lives: the models and local ids (empty when no model holds it). */
  private readonly located = new Map<string, [FragmentsModel, number][]>();
  private readonly detachPicking: () => void;
  /** The element colours of each model (model id = file id). */
  private readonly layers = new Map<string, ModelColors>();
  private colors: Readonly<Record<string, string>> = {};
  private selected: string | null = null;
  private disposed = false;

  constructor(
    private readonly components: OBC.Components,
    private readonly stage: Stage,
    private readonly fragments: OBC.FragmentsManager,
  ) {
    this.detachPicking = attachPicking(stage.canvas, (x, y) => this.pick(x, y));
  }

  async addFile(fileId: string, source: IfcSource, onProgress: (ratio: number) => void): Promise<void> {
    let conversion = keptConversion(source.key);
    if (conversion) onProgress(1);
    else {
      conversion = await this.converter.convert(await source.load(), onProgress);
      keepConversion(source.key, conversion);
    }
    if (this.disposed) return;
    const { items } = conversion;
    // fragments hands the buffer to its worker: the kept one stays whole.
    const fragments = conversion.fragments.slice();
    const started = performance.now();
    const layer = new ModelColors(items);
    this.layers.set(fileId, layer);
    layer.paint(this.wanted());
    const model = await this.fragments.core.load(fragments, { modelId: fileId, camera: this.stage.camera.three, raw: true });
    // Tiles come and go with the camera, each with its materials: each view update hands the new ones the colours.
    layer.attach(model.object);
    model.onViewUpdated.add(() => layer.adopt());
    // A new file may hold GlobalIds that were not found before.
    this.located.clear();
    await this.fragments.core.update(true);
    await Promise.race([this.fragments.core.models.forceUpdateFinish(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    layer.adopt();
    await this.drawn();
    // From the converted file to its tiles drawn with their colours (read by bench/concrete-render.mjs).
    performance.measure('obra:bim-load', { start: started, detail: { colored: Object.keys(this.colors).length } });
  }

  /** Lets fragments bring tiles and materials up to date, then draws the next frame. */
  private async refresh(): Promise<void> {
    await this.fragments.core.update(true);
    this.stage.renderer.needsUpdate = true;
  }

  /**
   * Asks for a frame and resolves once it is drawn and shown (the renderer's update, then the next two frames), or
   * after 5 s when no frame comes (a hidden page draws none).
   */
  private drawn(): Promise<void> {
    const { renderer } = this.stage;
    return new Promise((resolve) => {
      const timer = setTimeout(done, 5_000);
      function done() {
        clearTimeout(timer);
        renderer.onAfterUpdate.remove(after);
        resolve();
      }
      function after() {
        renderer.onAfterUpdate.remove(after);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }
      renderer.onAfterUpdate.add(after);
      renderer.needsUpdate = true;
    });
  }

  private models(): FragmentsModel[] {
    return [...this.fragments.list.values()];
  }

  /**
   * Local ids per model (model id = file id) of the given GlobalIds; ids a model does not hold are left out. Answers
   * are kept, so repainting thousands of coloured elements on each selection asks the fragments worker only once.
   */
  private async localIds(globalIds: readonly string[]): Promise<Map<FragmentsModel, number[]>> {
    const unknown = [...new Set(globalIds)].filter((globalId) => !this.located.has(globalId));
    for (const globalId of unknown) this.located.set(globalId, []);
    for (const model of this.models()) {
      if (unknown.length === 0) break;
      const ids = await model.getLocalIdsByGuids(unknown);
      ids.forEach((id, index) => {
        const globalId = unknown[index];
        if (id !== null && globalId !== undefined) this.located.get(globalId)?.push([model, id]);
      });
    }
    const result = new Map<FragmentsModel, number[]>();
    for (const globalId of globalIds) {
      for (const [model, id] of this.located.get(globalId) ?? []) {
        const ids = result.get(model);
        if (ids) ids.push(id);
        else result.set(model, [id]);
      }
    }
    return result;
  }

  async fit(): Promise<void> {
    const box = new THREE.Box3();
    for (const model of this.models()) {
      const visible = await model.getItemsByVisibility(true);
      if (visible.length > 0) box.union(await model.getMergedBox(visible));
    }
    if (box.isEmpty()) return;
    const sphere = box.getBoundingSphere(new THREE.Sphere());
    const camera = this.stage.camera.three;
    // Buildings range from a few metres to kilometres: keep the whole model inside the depth range.
    camera.near = Math.max(0.01, sphere.radius / 1000);
    camera.far = Math.max(1000, sphere.radius * 20);
    camera.updateProjectionMatrix();
    await this.stage.camera.controls.fitToSphere(sphere, true);
    await this.refresh();
  }

  async select(globalId: string | null): Promise<void> {
    this.selected = globalId;
    await this.paint();
  }

  async setColors(colors: Readonly<Record<string, string>>): Promise<void> {
    this.colors = colors;
    await this.paint();
  }

  /** The colours asked for, the selection on top. */
  private wanted(): Map<string, string> {
    const wanted = new Map<string, string>(Object.entries(this.colors));
    if (this.selected) wanted.set(this.selected, SELECTION_COLOR);
    return wanted;
  }

  /** Writes every model's colour texture and waits for the frame that shows them: no tile is rebuilt. */
  private async paint(): Promise<void> {
    // Before any model, nothing is painted: `addFile` paints what was asked for once the model is there.
    if (this.disposed || this.layers.size === 0) return;
    const started = performance.now();
    const wanted = this.wanted();
    for (const layer of this.layers.values()) layer.paint(wanted);
    await this.drawn();
    // How long a repaint took, to its frame shown, with how many coloured elements (read by bench/concrete-render.mjs).
    performance.measure('obra:bim-restyle', { start: started, detail: { colored: Object.keys(this.colors).length } });
  }

  async isolate(globalIds: readonly string[]): Promise<void> {
    const keep = await this.localIds(globalIds);
    for (const model of this.models()) {
      await model.setVisible(undefined, false);
      const ids = keep.get(model);
      if (ids) await model.setVisible(ids, true);
    }
    await this.refresh();
  }

  async hide(globalIds: readonly string[]): Promise<void> {
    for (const [model, ids] of await this.localIds(globalIds)) await model.setVisible(ids, false);
    await this.refresh();
  }

  async showAll(): Promise<void> {
    for (const model of this.models()) await model.setVisible(undefined, true);
    await this.refresh();
  }

  onPick(listener: (element: PickedElement | null) => void): () => void {
    this.pickListeners.add(listener);
    return () => this.pickListeners.delete(listener);
  }

  private async pick(clientX: number, clientY: number): Promise<void> {
    if (this.disposed) return;
    const hit = await this.fragments.raycast({
      camera: this.stage.camera.three,
      mouse: new THREE.Vector2(clientX, clientY),
      dom: this.stage.canvas,
    });
    let element: PickedElement | null = null;
    if (hit) {
      const [globalId] = await hit.fragments.getGuidsByLocalIds([hit.localId]);
      element = { fileId: hit.fragments.modelId, stepId: hit.localId, globalId: globalId ?? null };
    }
    for (const listener of this.pickListeners) listener(element);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.pickListeners.clear();
    this.detachPicking();
    this.converter.dispose();
    for (const layer of this.layers.values()) layer.dispose();
    // Components.dispose() also disposes the world (renderer canvas and WebGL context) and the fragments worker.
    this.components.dispose();
  }
}
