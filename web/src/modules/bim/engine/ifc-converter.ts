import wasmUrl from 'web-ifc/web-ifc.wasm?url';
import type { ConvertReply, ConvertRequest } from './convert-protocol';
import type { Conversion } from './kept-conversions';
import { EngineError, type ConvertProgress } from './types';

const WASM_NAME = 'web-ifc.wasm';

/**
 * The folder of the bundled `web-ifc.wasm`. web-ifc asks for `<path>web-ifc.wasm`, so the build keeps that file name
 * (in a folder named by its hash, see vite.config.ts) instead of hashing the name itself.
 */
export function wasmDirectory(base: string = document.baseURI): string {
  const url = new URL(wasmUrl, base).href;
  if (!url.endsWith(`/${WASM_NAME}`)) throw new EngineError('convert', `${WASM_NAME} is not served under its own name: ${url}`);
  return url.slice(0, -WASM_NAME.length);
}

interface Pending {
  resolve: (converted: Conversion) => void;
  reject: (error: Error) => void;
  onProgress: ConvertProgress;
}

/** One conversion worker, reused for every file of the model and ended with the viewer. */
export class IfcConverter {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./ifc-convert.worker.ts', import.meta.url), { type: 'module', name: 'ifc-convert' });
    worker.onmessage = (event: MessageEvent<ConvertReply>) => this.receive(event.data);
    worker.onerror = (event) => this.failAll(event.message || 'worker error');
    this.worker = worker;
    return worker;
  }

  /** Converts IFC bytes to fragments bytes; `ifc` is handed over to the worker and unusable afterwards. */
  convert(ifc: Uint8Array, onProgress: ConvertProgress): Promise<Conversion> {
    const worker = this.start();
    const id = this.nextId++;
    const whole = ifc.byteOffset === 0 && ifc.byteLength === ifc.buffer.byteLength;
    const buffer = whole ? (ifc.buffer as ArrayBuffer) : ifc.slice().buffer;
    const request: ConvertRequest = { id, ifc: buffer, wasmPath: wasmDirectory() };
    return new Promise<Conversion>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      worker.postMessage(request, [buffer]);
    });
  }

  private receive(reply: ConvertReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if (reply.type === 'progress') {
      pending.onProgress(reply.ratio);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.type === 'done') pending.resolve({ fragments: new Uint8Array(reply.fragments), items: reply.items });
    else pending.reject(new EngineError('convert', reply.message));
  }

  private failAll(message: string) {
    for (const pending of this.pending.values()) pending.reject(new EngineError('convert', message));
    this.pending.clear();
  }

  dispose() {
    this.failAll('cancelled');
    this.worker?.terminate();
    this.worker = null;
  }
}
