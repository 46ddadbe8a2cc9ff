import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeProfile } from './get-profile';
import type { DuplicateIn, Profile } from './types';

export interface DuplicateProfileInput extends DuplicateIn {
  id: string;
}

/** POST /api/profiles/{id}/duplicate `{name}` → 201 with the copy (same permissions). Not toasted: form errors. */
export function duplicateProfile({ id, name }: DuplicateProfileInput) {
  return api.post<Profile>(`/api/profiles/${encodeURIComponent(id)}/duplicate`, { name }, { notify: false });
}

export function useDuplicateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: duplicateProfile, onSuccess: (profile) => storeProfile(client, profile) });
}
