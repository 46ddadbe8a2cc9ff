import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api';
import { reloadProfiles, storeProfile } from './get-profile';
import type { Profile, ProfilePatch } from './types';

export interface UpdateProfileInput extends ProfilePatch {
  id: string;
  /** The rename form shows its own errors; the module switch relies on the toast. */
  notify?: boolean;
}

/**
 * PUT /api/profiles/{id} `{name, module_disabled, permissions, version}`. An administrator profile keeps every
 * permission whatever `permissions` says; only its name changes.
 */
export function updateProfile({ id, notify, ...patch }: UpdateProfileInput) {
  const options: RequestOptions = { notify };
  return api.put<Profile>(`/api/profiles/${encodeURIComponent(id)}`, { ...patch }, options);
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(client, profile),
    onError: () => reloadProfiles(client),
  });
}
