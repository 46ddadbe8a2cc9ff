import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { itemsQueryKey } from '../api/get-items';
import { UploadQueue, type UploadEntry, type UploadTaskFactory } from './upload-queue';
import { createTusTask } from './tus-task';

interface UploadState {
  queue: UploadQueue;
  /** The batch limit that was exceeded by the last batch, while its notice is shown. */
  truncatedAt: number | null;
  setTruncatedAt: (max: number | null) => void;
}

const UploadContext = createContext<UploadState | null>(null);

/**
 * Holds Cbox's upload list for the whole module, so uploads keep running (and stay listed) while the user moves
 * between folders. Each finished upload refreshes the folder lists.
 */
export function UploadProvider({ children, createTask = createTusTask }: { children: ReactNode; createTask?: UploadTaskFactory }) {
  const client = useQueryClient();
  const [queue] = useState(() => new UploadQueue(createTask, { onUploaded: () => void client.invalidateQueries({ queryKey: itemsQueryKey }) }));
  const [truncatedAt, setTruncatedAt] = useState<number | null>(null);

  useEffect(() => {
    // A reload would interrupt running uploads (they resume on the next attempt, but the user should know).
    const warn = (event: BeforeUnloadEvent) => {
      if (queue.busy) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [queue]);

  const value = useMemo(() => ({ queue, truncatedAt, setTruncatedAt }), [queue, truncatedAt]);
  return <UploadContext value={value}>{children}</UploadContext>;
}

export function useUploadState(): UploadState {
  const state = useContext(UploadContext);
  if (!state) throw new Error('useUploadState outside UploadProvider');
  return state;
}

export function useUploadEntries(): readonly UploadEntry[] {
  const { queue } = useUploadState();
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot);
}
