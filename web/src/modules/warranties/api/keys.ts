import type { QueryClient } from '@tanstack/react-query';
import { apiContext } from '@/lib/api/context';

/** Every deliveries query key starts here, so one prefix reloads a whole family. */
export const wKeys = {
  all: ['warranties'] as const,
  units: ['warranties', 'units'] as const,
  summary: ['warranties', 'units', 'summary'] as const,
  unit: (id: string) => ['warranties', 'unit', id] as const,
  owners: (id: string) => ['warranties', 'unit', id, 'owners'] as const,
  revision: (id: string) => ['warranties', 'unit', id, 'revision'] as const,
  details: (id: string) => ['warranties', 'unit', id, 'details'] as const,
  files: (id: string, kind: string) => ['warranties', 'unit', id, 'files', kind] as const,
  activity: (id: string) => ['warranties', 'unit', id, 'activity'] as const,
  workReceptions: (id: string) => ['warranties', 'unit', id, 'work-receptions'] as const,
  actPreview: (id: string) => ['warranties', 'unit', id, 'act-preview'] as const,
  agenda: ['warranties', 'agenda'] as const,
  severities: ['warranties', 'severities'] as const,
  unitTypes: ['warranties', 'unit-types'] as const,
  people: ['warranties', 'people'] as const,
};

export const unitPath = (id: string) => `/api/warranties/units/${encodeURIComponent(id)}`;

/** A project-scoped path for a call whose body is not a query (POST, PUT): `projectId` travels in the query. */
export function withProject(path: string): string {
  const projectId = apiContext().activeProjectId();
  if (!projectId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}projectId=${encodeURIComponent(projectId)}`;
}

/**
 * After anything changes a unit: the unit with everything under its key (owners, revision, files, activity, the act
 * preview), the lists and counts, and the agenda (which shows its visit).
 */
export async function reloadUnit(client: QueryClient, id: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: wKeys.unit(id) }),
    client.invalidateQueries({ queryKey: wKeys.units }),
    client.invalidateQueries({ queryKey: wKeys.agenda }),
  ]);
}
