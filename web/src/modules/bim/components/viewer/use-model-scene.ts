import { useEffect, useState } from 'react';
import { downloadFileContent } from '../../api/file-content';
import type { BimFile } from '../../api/types';
import type { BimEngine, BimEngineFactory } from '../../engine/types';
import { failureOf, type LoadStep, type SceneStatus } from './viewer-status';

/** Progress of a download is shown at most this often (a 1 GB file arrives in thousands of chunks). */
const PROGRESS_INTERVAL_MS = 100;

interface Loaded {
  /** The load this result belongs to; a result of an earlier load is ignored. */
  key: string;
  status: SceneStatus;
  engine: BimEngine | null;
  /** The engine from its creation on, models loaded or not: colours and the selection set early are painted as each
   * model's tiles are first built, instead of in a second pass once everything is shown. */
  early: BimEngine | null;
}

/** Identifies a load: the container and the files (a reprocessed file comes back with a new processing date). */
function loadKey(files: readonly BimFile[]): string {
  return files.map((file) => `${file.id}@${file.processed_at ?? ''}`).join(',');
}

/**
 * Starts the 3D engine in `container`, downloads every file, converts it and adds it to the scene, one file after the
 * other, then frames the model. Starts over when the files change; everything is released on unmount.
 */
export function useModelScene(container: HTMLElement | null, files: readonly BimFile[], factory: BimEngineFactory, attempt: number) {
  const key = `${attempt}:${loadKey(files)}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!container || files.length === 0) return;
    const abort = new AbortController();
    // A function, not the property: TypeScript would otherwise take it as still false after each await.
    const cancelled = () => abort.signal.aborted;
    let engine: BimEngine | null = null;
    let current: string | null = null;
    let lastReport = 0;
    // A progress report held back by the interval is shown when the interval ends, so a pause never hides the last one.
    let held: ReturnType<typeof setTimeout> | undefined;
    const report = (status: SceneStatus, force = true) => {
      if (cancelled()) return;
      clearTimeout(held);
      const wait = lastReport + PROGRESS_INTERVAL_MS - performance.now();
      if (!force && wait > 0) {
        held = setTimeout(() => report(status), wait);
        return;
      }
      lastReport = performance.now();
      setLoaded({ key, status, engine: status.state === 'ready' ? engine : null, early: engine });
    };
    const step = (value: LoadStep, force = true) => report({ state: 'loading', step: value }, force);

    const run = async () => {
      const created = await factory(container);
      if (cancelled()) {
        created.dispose();
        return;
      }
      engine = created;
      report({ state: 'loading', step: { kind: 'engine' } });
      for (const [position, file] of files.entries()) {
        current = file.name;
        const place = { file: file.name, index: position + 1, count: files.length };
        const load = async () => {
          const ifc = await downloadFileContent(
            file.id,
            (received, total) => step({ kind: 'download', ...place, received, total }, received === total),
            abort.signal,
          );
          step({ kind: 'convert', ...place, ratio: 0 });
          return ifc;
        };
        await created.addFile(file.id, { key: loadKey([file]), load }, (ratio) => step({ kind: 'convert', ...place, ratio }, ratio >= 1));
        if (cancelled()) return;
      }
      current = null;
      await created.fit();
      report({ state: 'ready' });
    };
    run().catch((error: unknown) => report({ state: 'failed', reason: failureOf(error, current) }));

    return () => {
      abort.abort();
      clearTimeout(held);
      engine?.dispose();
    };
    // `files` is summed up by `key`: a poll that answers the same files must not start over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, key, factory]);

  const status: SceneStatus = loaded?.key === key ? loaded.status : { state: 'loading', step: { kind: 'engine' } };
  const mine = loaded?.key === key ? loaded : null;
  return { status, engine: mine?.engine ?? null, early: mine?.early ?? null };
}
