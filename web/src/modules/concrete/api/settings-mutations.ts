import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { concreteKeys } from './keys';
import type { ConcreteSettings, ConcreteSettingsIn } from './types';

/**
 * PUT /api/concrete/settings: every field at once, over the version read (409 when stale, 422 on a field). Not
 * toasted: the form shows both.
 */
export function saveSettings(input: ConcreteSettingsIn) {
  return api.put<ConcreteSettings>('/api/concrete/settings', input, { notify: false });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => client.setQueryData(concreteKeys.settings(), saved),
  });
}
