import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBlob } from './blob';
import { unitPath, wKeys } from './keys';

/** GET /api/warranties/units/{id}/act/preview: the act as a PDF with empty signature boxes. Not toasted: shown in place. */
export function getActPreview(unitId: string) {
  return fetchBlob(`${unitPath(unitId)}/act/preview`, undefined, { notify: false });
}

export const actPreviewQueryOptions = (unitId: string) => queryOptions({ queryKey: wKeys.actPreview(unitId), queryFn: () => getActPreview(unitId) });

export function useActPreview(unitId: string, enabled: boolean) {
  return useQuery({ ...actPreviewQueryOptions(unitId), enabled });
}
