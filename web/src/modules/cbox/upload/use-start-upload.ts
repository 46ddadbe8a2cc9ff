import { useCallback } from 'react';
import { useMe } from '@/lib/session';
import { useLimits } from '../api/get-limits';
import { useUploadState } from './upload-context';
import { FALLBACK_LIMITS } from './upload-rules';

/** Starts uploading a batch (a selection or a drop) into a folder of the active project (null: the root). */
export function useStartUpload() {
  const { queue, setTruncatedAt } = useUploadState();
  const limits = useLimits().data ?? FALLBACK_LIMITS;
  const projectId = useMe().active_project_id ?? null;
  return useCallback(
    (files: readonly File[], folderId: string | null) => {
      if (files.length === 0) return;
      const result = queue.add(files, { projectId, folderId }, limits);
      setTruncatedAt(result.truncated > 0 ? limits.max_batch_files : null);
    },
    [queue, projectId, limits, setTruncatedAt],
  );
}
