import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { workersQueryKey } from './get-workers';
import type { WorkerImportResult } from './worker-types';

export interface ImportWorkersInput {
  file: File;
  project_ids: string[];
  /** true: only check the rows; false: write them all, or none when any row fails. */
  dry_run: boolean;
}

/**
 * POST /api/workers/import (multipart: `file`, `project_ids` comma-joined, `dry_run`). A missing required column
 * or an unreadable file is a 422 (`columns.<field>`, `file`); the dialog shows it, so not toasted.
 */
export function importWorkers({ file, project_ids, dry_run }: ImportWorkersInput): Promise<WorkerImportResult> {
  const form = new FormData();
  form.append('file', file);
  form.append('project_ids', project_ids.join(','));
  form.append('dry_run', dry_run ? 'true' : 'false');
  // The schema types the binary field as a string; openapi-fetch sends FormData as it is (the browser sets the
  // multipart boundary) while the client's middleware adds the anti-forgery header.
  const body = form as unknown as Schema<'WorkerImportForm'>;
  return call(typedClient.POST('/api/workers/import', { body }), { notify: false });
}

export function useImportWorkers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importWorkers,
    onSuccess: (result) => (result.created > 0 ? client.invalidateQueries({ queryKey: workersQueryKey }) : undefined),
  });
}
