/**
 * Converts IFC to That Open fragments off the main thread. That Open's IfcImporter runs web-ifc synchronously for
 * long stretches; in the page it would freeze scrolling and the progress bar for the whole conversion of a large
 * model, so the viewer runs it here and only receives progress and the finished fragments.
 */
import { IfcImporter } from '@thatopen/fragments';
import type { ConvertReply, ConvertRequest } from './convert-protocol';
import { itemGlobalIds } from './item-global-ids';

/** The few members of a dedicated worker's global scope used here (the project's TypeScript lib is DOM). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ConvertRequest>) => void) | null;
  postMessage(message: ConvertReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

/** Progress is sent in steps of 1 % at most, so a model with many classes does not flood the page. */
const PROGRESS_STEP = 0.01;

async function convert({ id, ifc, wasmPath }: ConvertRequest): Promise<void> {
  try {
    const importer = new IfcImporter();
    importer.wasm = { path: wasmPath, absolute: true };
    let reported = 0;
    // Raw (not deflated): the page reads its items' GlobalIds from it and fragments' worker loads it without inflating.
    const fragments = await importer.process({
      bytes: new Uint8Array(ifc),
      raw: true,
      progressCallback: (ratio) => {
        if (ratio - reported < PROGRESS_STEP && ratio < 1) return;
        reported = ratio;
        scope.postMessage({ id, type: 'progress', ratio });
      },
    });
    const whole = fragments.byteOffset === 0 && fragments.byteLength === fragments.buffer.byteLength;
    const buffer = whole ? (fragments.buffer as ArrayBuffer) : fragments.slice().buffer;
    const items = itemGlobalIds(new Uint8Array(buffer));
    scope.postMessage({ id, type: 'done', fragments: buffer, items }, [buffer]);
  } catch (error) {
    scope.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = (event) => {
  void convert(event.data);
};
