import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys, warrantiesKey } from './keys';
import type { Settings, SettingsSection } from './types';

/**
 * PUT /api/warranties/settings/{section}?projectId=: one section's object; the answer carries every section. Not
 * toasted: the form puts a 422 under its inputs. The agenda reads the delivery section, so it reloads too.
 */
export function saveSettings<S extends SettingsSection>(projectId: string, section: S, body: Settings[S]) {
  return call(typedClient.PUT('/api/warranties/settings/{section}', { params: { path: { section }, query: { projectId } }, body }), { notify: false });
}

export function useSaveSettings<S extends SettingsSection>(section: S) {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({
    mutationFn: (body: Settings[S]) => saveSettings(projectId, section, body),
    onSuccess: (settings) => {
      client.setQueryData(ownersKeys.settings(projectId), settings);
      return client.invalidateQueries({ queryKey: warrantiesKey });
    },
  });
}
