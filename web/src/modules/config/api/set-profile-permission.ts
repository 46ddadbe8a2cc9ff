import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadProfiles, storeProfile } from './get-profile';
import type { PermissionGrant, Profile } from './types';

export interface SetPermissionInput extends PermissionGrant {
  profileId: string;
  key: string;
}

/** PUT /api/profiles/{id}/permissions/{key} `{granted, version}`: one switch of the permission editor. */
export function setProfilePermission({ profileId, key, granted, version }: SetPermissionInput) {
  const path = `/api/profiles/${encodeURIComponent(profileId)}/permissions/${encodeURIComponent(key)}`;
  return api.put<Profile>(path, { granted, version });
}

export function useSetProfilePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProfilePermission,
    onSuccess: (profile) => storeProfile(client, profile),
    // A 409 (someone else changed the profile) or any other refusal: show what the server now holds.
    onError: () => reloadProfiles(client),
  });
}
