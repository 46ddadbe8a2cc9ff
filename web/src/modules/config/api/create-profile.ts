import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeProfile } from './get-profile';
import type { Profile, ProfileIn } from './types';

/** POST /api/profiles `{name, module_disabled?, permissions}` → 201. Not toasted: the form shows field errors. */
export function createProfile(input: ProfileIn) {
  return api.post<Profile>('/api/profiles', { ...input }, { notify: false });
}

export function useCreateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProfile, onSuccess: (profile) => storeProfile(client, profile) });
}
