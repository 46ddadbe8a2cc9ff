import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';

/** GET /api/warranties/settings: every section (general, delivery, notifications, iframe), defaults for unsaved ones. */
export function getSettings(projectId: string) {
  return call(typedClient.GET('/api/warranties/settings', { params: { query: { projectId } } }), { notify: false });
}

export const settingsQueryOptions = (projectId: string) => queryOptions({ queryKey: ownersKeys.settings(projectId), queryFn: () => getSettings(projectId) });

export function useSettings() {
  const projectId = useMe().active_project_id ?? '';
  return useQuery({ ...settingsQueryOptions(projectId), enabled: projectId !== '' });
}
