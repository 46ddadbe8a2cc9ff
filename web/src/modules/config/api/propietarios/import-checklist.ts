import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { fileBody, reloadOwnersConfig } from './keys';
import type { ChecklistImport } from './types';

/**
 * POST /api/warranties/unit-types/{id}/import (multipart `file`, .xlsx): adds the rows to the checklist (missing
 * severities are created); a 422 carries row errors (`row N`) and writes nothing. Not toasted: the dialog lists them.
 */
export async function importChecklist(unitTypeId: string, file: File): Promise<ChecklistImport> {
  const body = fileBody<Schema<'FileForm'>>(file);
  return await call(typedClient.POST('/api/warranties/unit-types/{id}/import', { params: { path: { id: unitTypeId } }, body }), { notify: false });
}

export function useImportChecklist(unitTypeId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (file: File) => importChecklist(unitTypeId, file), onSuccess: () => reloadOwnersConfig(client) });
}
