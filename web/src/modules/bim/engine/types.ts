/**
 * The 3D engine behind the viewer, kept behind this small interface so the React side can be tested without WebGL
 * (tests pass a stub) and so That Open and web-ifc load only when a model is shown.
 */

/** An element as the 3D scene knows it: its file (one fragments model per file) and its STEP id in that file. */
export interface PickedElement {
  fileId: string;
  stepId: number;
  /** Read from the converted model; null when the model does not carry it. */
  globalId: string | null;
}

/** Conversion of one file: 0–1. */
export type ConvertProgress = (ratio: number) => void;

/**
 * Where a file's IFC comes from: `key` names its content (file and processing date), `load` downloads it; a file
 * converted earlier in the session is not downloaded again.
 */
export interface IfcSource {
  key: string;
  load: () => Promise<Uint8Array>;
}

export interface BimEngine {
  /** Converts one IFC file (or takes its kept conversion) and adds it to the scene. Files of one model share coordinates. */
  addFile(fileId: string, source: IfcSource, onProgress: ConvertProgress): Promise<void>;
  /** Frames every visible element. */
  fit(): Promise<void>;
  /** Highlights one element (null clears the selection). */
  select(globalId: string | null): Promise<void>;
  /** Paints elements by GlobalId with CSS colours; an empty map restores the model's own colours. */
  setColors(colors: Readonly<Record<string, string>>): Promise<void>;
  /** Shows only these elements. */
  isolate(globalIds: readonly string[]): Promise<void>;
  /** Hides these elements. */
  hide(globalIds: readonly string[]): Promise<void>;
  /** Shows every element again. */
  showAll(): Promise<void>;
  /** Called when the user clicks the canvas: the element under the pointer, or null for empty space. Returns the unsubscribe. */
  onPick(listener: (element: PickedElement | null) => void): () => void;
  dispose(): void;
}

/** Why the engine could not start or load: each has its own message; `detail` is the library's text. */
export type EngineFailure = 'webgl' | 'convert';

export class EngineError extends Error {
  readonly failure: EngineFailure;

  constructor(failure: EngineFailure, detail = '') {
    super(detail);
    this.name = 'EngineError';
    this.failure = failure;
  }
}

/** Builds an engine that draws into `container` (a canvas is appended to it). */
export type BimEngineFactory = (container: HTMLElement) => Promise<BimEngine>;

/** The real engine, loaded on demand so That Open, three and web-ifc stay out of every other chunk. */
export const loadThatOpenEngine: BimEngineFactory = async (container) => {
  const { createThatOpenEngine } = await import('./that-open-engine');
  return createThatOpenEngine(container);
};
