import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient, type RequestOptions } from '@/lib/api';
import { reloadAttributes } from './reload';

export interface UpdateValueInput {
  id: string;
  /** Only the keys sent change. */
  name?: string;
  /** Hide from new choices (kept on the activities holding it), or bring back. */
  deprecated?: boolean;
}

/** PUT /api/quality/values/{id}: rename, deprecate or restore. A rename is not toasted (its dialog shows the 422). */
export function updateValue({ id, ...body }: UpdateValueInput, options?: RequestOptions) {
  return call(typedClient.PUT('/api/quality/values/{id}', { params: { path: { id } }, body }), options);
}

export function useUpdateValue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateValueInput) => updateValue(input, { notify: input.name === undefined }),
    onSettled: () => reloadAttributes(client),
  });
}
