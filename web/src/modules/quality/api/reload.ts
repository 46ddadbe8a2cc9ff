import type { QueryClient } from '@tanstack/react-query';
import { qualityKeys } from './keys';

/**
 * After any write to the schedule: everything under `['quality', projectId]` (the list, a history, the stages, the
 * Gantt and the 4D view of the other tabs), so no screen of the project shows the old tree.
 */
export function reloadSchedule(client: QueryClient, projectId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: qualityKeys.project(projectId) });
}

/** After a change to the company's attributes: their list, and every project's activities, which show their names. */
export async function reloadAttributes(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: qualityKeys.attributes() }), client.invalidateQueries({ queryKey: ['quality'] })]);
}
