import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMe } from '@/lib/session';
import { limitsQueryOptions } from '../api/get-limits';
import type { CboxLimits } from '../api/types';
import { useUploadState } from './upload-context';
import { FALLBACK_LIMITS } from './upload-rules';

/** Starts uploading a batch (a selection or a drop) into a folder of the active project (null: the root). */
export function useStartUpload() {
  const client = useQueryClient();
  const { queue, setTruncatedAt } = useUploadState();
  const projectId = useMe().active_project_id ?? null;
  return useCallback(
    (files: readonly File[], folderId: string | null) => {
      if (files.length === 0) return;
      // The rules come from the server (usually cached already); without them the server alone decides.
      void client
        .query({ ...limitsQueryOptions, staleTime: 'static' })
        .catch((): CboxLimits => FALLBACK_LIMITS)
        .then((limits) => {
          const result = queue.add(files, { projectId, folderId }, limits);
          setTruncatedAt(result.truncated > 0 ? limits.max_batch_files : null);
        });
    },
    [client, queue, projectId, setTruncatedAt],
  );
}
