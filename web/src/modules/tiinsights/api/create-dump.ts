import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DUMPS_PATH, tiKeys } from './keys';
import type { DumpOut } from './types';

/** POST /api/tiinsights/dumps: dumps the whole database now (recorded in the audit); a refusal is toasted. */
export function createDump() {
  return api.post<DumpOut>(DUMPS_PATH);
}

export function useCreateDump() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDump, onSuccess: () => client.invalidateQueries({ queryKey: tiKeys.dumps }) });
}
