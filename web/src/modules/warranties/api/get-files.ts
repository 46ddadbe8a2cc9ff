import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unitPath, wKeys } from './keys';
import type { FileKind, FileOut } from './types';

/** GET /api/warranties/units/{id}/files?kind=: the unit's certificates or its general files. */
export function getFiles(unitId: string, kind: FileKind) {
  return api.get<FileOut[]>(`${unitPath(unitId)}/files`, { kind }, { notify: false });
}

export const filesQueryOptions = (unitId: string, kind: FileKind) =>
  queryOptions({ queryKey: wKeys.files(unitId, kind), queryFn: () => getFiles(unitId, kind) });

export function useFiles(unitId: string, kind: FileKind) {
  return useQuery(filesQueryOptions(unitId, kind));
}
