import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeModel } from './keys';
import type { BimModel } from './types';

export interface FileStageIn {
  fileId: string;
  /** The Quality stage, or null to take the file out of every stage. */
  stage: string | null;
}

/** PUT /api/bim/files/{fileId}/stage. Not toasted: a stage another file has (422 on `stage`) shows under the input. */
export function setFileStage({ fileId, stage }: FileStageIn) {
  return api.put<BimModel>(`/api/bim/files/${encodeURIComponent(fileId)}/stage`, { stage }, { notify: false });
}

export function useSetFileStage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setFileStage, onSuccess: (model) => storeModel(client, model) });
}
