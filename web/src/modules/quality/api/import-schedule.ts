import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';
import type { Currency } from './types';

export type ImportMode = 'append' | 'replace';

export interface ImportScheduleInput {
  file: File;
  mode: ImportMode;
  currency: Currency;
}

/**
 * POST /api/quality/schedule/import?projectId= (multipart: an MS Project .xml or a P6 .xer, `mode`, `currency`) →
 * the counts. Not toasted: the dialog shows a refused file under its input.
 */
export function importSchedule(projectId: string, { file, mode, currency }: ImportScheduleInput) {
  const form = new FormData();
  form.append('file', file);
  form.append('mode', mode);
  form.append('currency', currency);
  const body = form as unknown as Schema<'ScheduleImportForm'>;
  return call(typedClient.POST('/api/quality/schedule/import', { params: { query: { projectId } }, body }), { notify: false });
}

export function useImportSchedule(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: ImportScheduleInput) => importSchedule(projectId, input), onSuccess: () => reloadSchedule(client, projectId) });
}
