import { useMutation } from '@tanstack/react-query';
import { fetchBlob } from './blob';
import { unitPath } from './keys';
import type { ActIn } from './types';

/** POST /api/warranties/units/{id}/act/preview: the act as signing would store it, with these signatures. */
export function previewSignedAct(unitId: string, body: ActIn) {
  return fetchBlob(`${unitPath(unitId)}/act/preview`, body);
}

export function usePreviewSignedAct(unitId: string) {
  return useMutation({ mutationFn: (body: ActIn) => previewSignedAct(unitId, body) });
}
