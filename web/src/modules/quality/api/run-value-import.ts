import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { reloadAttributes } from './reload';

export interface ValueImportMapping {
  attribute_column: number;
  value_column: number;
  deprecated_column: number | null;
}

export interface RunValueImportInput {
  file: File;
  mapping: ValueImportMapping;
  /** false: check every row and answer the summary; true: write them all, or nothing while any row fails (422). */
  commit: boolean;
}

/** POST /api/quality/value-imports (multipart). Not toasted: the wizard shows the summary and any refusal in place. */
export function runValueImport({ file, mapping, commit }: RunValueImportInput) {
  const form = new FormData();
  form.append('file', file);
  form.append('attribute_column', String(mapping.attribute_column));
  form.append('value_column', String(mapping.value_column));
  if (mapping.deprecated_column !== null) form.append('deprecated_column', String(mapping.deprecated_column));
  form.append('commit', commit ? 'true' : 'false');
  const body = form as unknown as Schema<'ValueImportForm'>;
  return call(typedClient.POST('/api/quality/value-imports', { body }), { notify: false });
}

export function useRunValueImport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runValueImport, onSuccess: (result) => (result.committed ? reloadAttributes(client) : undefined) });
}
