import { toSearchParams } from '@/lib/api';

export type ExportFormat = 'mspdi' | 'xer';

/**
 * GET /api/quality/schedule/export?projectId=&format=: the schedule as an MS Project XML (`mspdi`) or a P6 XER file.
 * A plain link: the session cookie is all it needs, and the server names the file in its Content-Disposition.
 */
export function scheduleExportUrl(projectId: string, format: ExportFormat): string {
  return `/api/quality/schedule/export?${toSearchParams({ projectId, format }).toString()}`;
}
