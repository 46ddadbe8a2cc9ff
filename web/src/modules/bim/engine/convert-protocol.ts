/** Messages between the viewer and the IFC conversion worker (`ifc-convert.worker.ts`). */

export interface ConvertRequest {
  id: number;
  /** The IFC bytes, transferred (not copied) to the worker. */
  ifc: ArrayBuffer;
  /** Absolute URL of the folder holding `web-ifc.wasm`, served by us (never a CDN). */
  wasmPath: string;
}

export type ConvertReply =
  | { id: number; type: 'progress'; ratio: number }
  /** `fragments` is the raw (not deflated) model; `items[itemId]` the GlobalId of each geometry item ('' for none). */
  | { id: number; type: 'done'; fragments: ArrayBuffer; items: string[] }
  | { id: number; type: 'error'; message: string };
