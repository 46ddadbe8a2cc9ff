import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { bimQueryKey } from '../../api/bim/keys';
import type { BimModel } from '../../api/bim/types';
import { bimUploadTarget, IFC_LIMITS } from './ifc-rules';
import { createTusTask, UploadQueue, type UploadEntry, type UploadTaskFactory } from './upload-bridge';

type QueueOf = (modelId: string) => UploadQueue;

const BimUploadsContext = createContext<QueueOf | null>(null);

/**
 * Holds one upload queue per model for the whole screen, so uploads keep running (and stay listed) while the user
 * closes a model's panel or looks at another project. Each finished upload refreshes the models: the file then shows
 * as uploaded, and the model's panel polls it until the server has processed it.
 */
export function BimUploadsProvider({ children, createTask = createTusTask }: { children: ReactNode; createTask?: UploadTaskFactory }) {
  const client = useQueryClient();
  const [queues] = useState(() => new Map<string, UploadQueue>());
  const queueOf = useCallback<QueueOf>(
    (modelId) => {
      let queue = queues.get(modelId);
      if (!queue) {
        queue = new UploadQueue(createTask, { onUploaded: () => void client.invalidateQueries({ queryKey: bimQueryKey }) });
        queues.set(modelId, queue);
      }
      return queue;
    },
    [queues, createTask, client],
  );

  useEffect(() => {
    // A reload interrupts running uploads (tus resumes them on the next attempt, but the user should know).
    const warn = (event: BeforeUnloadEvent) => {
      if ([...queues.values()].some((queue) => queue.busy)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [queues]);

  return <BimUploadsContext value={queueOf}>{children}</BimUploadsContext>;
}

export interface ModelUploads {
  entries: readonly UploadEntry[];
  /** Checks the files against the IFC rules (refused ones stay listed with their reason) and uploads the rest. */
  add: (files: readonly File[]) => void;
  retry: (id: string) => void;
  cancel: (id: string) => void;
  clearFinished: () => void;
}

/** The uploads of one model. */
export function useModelUploads(model: Pick<BimModel, 'id' | 'project_id'>): ModelUploads {
  const queueOf = useContext(BimUploadsContext);
  if (!queueOf) throw new Error('useModelUploads outside BimUploadsProvider');
  const queue = queueOf(model.id);
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return {
    entries,
    add: (files) => void queue.add(files, bimUploadTarget(model), IFC_LIMITS),
    retry: (id) => queue.retry(id),
    cancel: (id) => queue.cancel(id),
    clearFinished: () => queue.clearFinished(),
  };
}
