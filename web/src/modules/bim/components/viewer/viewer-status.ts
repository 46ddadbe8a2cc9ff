import { FileDownloadError } from '../../api/file-content';
import { EngineError } from '../../engine/types';

/** Where loading is: starting the 3D engine, downloading a file, or converting it for display. */
export type LoadStep =
  | { kind: 'engine' }
  | { kind: 'download'; file: string; index: number; count: number; received: number; total: number | null }
  | { kind: 'convert'; file: string; index: number; count: number; ratio: number };

/** Why the model could not be shown; each kind has its own sentence in the user's language. */
export type FailureReason =
  | { kind: 'webgl'; detail: string }
  | { kind: 'download'; file: string; detail: string }
  | { kind: 'network'; file: string }
  | { kind: 'convert'; file: string; detail: string }
  | { kind: 'model'; detail: string }
  | { kind: 'unknown'; detail: string };

export type SceneStatus = { state: 'loading'; step: LoadStep } | { state: 'ready' } | { state: 'failed'; reason: FailureReason };

/** The viewer root's `data-state`, read by the browser tests. */
export type ViewerState = 'loading' | 'ready' | 'failed' | 'empty';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Turns what a load threw into a reason; `file` is the name of the file being loaded, if any. */
export function failureOf(error: unknown, file: string | null): FailureReason {
  if (error instanceof EngineError) {
    if (error.failure === 'webgl') return { kind: 'webgl', detail: error.message };
    return { kind: 'convert', file: file ?? '', detail: error.message };
  }
  if (error instanceof FileDownloadError) {
    if (error.status === 0 && error.message === '') return { kind: 'network', file: file ?? '' };
    return { kind: 'download', file: file ?? '', detail: error.message };
  }
  return { kind: 'unknown', detail: message(error) };
}
