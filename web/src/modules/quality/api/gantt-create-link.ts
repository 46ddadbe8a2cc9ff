import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** FS, SS, FF or SF: which end of the predecessor drives which end of the successor. */
export type LinkKind = 'FS' | 'SS' | 'FF' | 'SF';

export interface CreateLinkInput {
  predecessor_id: string;
  successor_id: string;
  kind: LinkKind;
}

/**
 * POST /api/quality/links: a link drawn between two bars. The server refuses a link to itself, to an ancestor, a
 * duplicate or one that closes a cycle (422, toasted).
 */
export function createLink(body: CreateLinkInput) {
  return call(typedClient.POST('/api/quality/links', { body: { ...body, lag_days: 0 } }));
}

/** Creates the link and reloads the schedule either way (the new link's id, or the drawn one taken back). */
export function useCreateLink(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onSettled: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}
