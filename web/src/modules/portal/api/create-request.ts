import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { PortalRequest } from './types';

export interface NewRequest {
  unit_id: string;
  subject: string;
  description: string;
  photos: File[];
  /** The portal runs as an installed app (origin `owners_pwa`). */
  installed: boolean;
}

export function requestForm(input: NewRequest): FormData {
  const form = new FormData();
  form.append('unit_id', input.unit_id);
  form.append('subject', input.subject);
  form.append('description', input.description);
  for (const photo of input.photos) form.append('photo', photo, photo.name);
  form.append('installed', String(input.installed));
  return form;
}

/** POST /api/portal/requests (multipart) → 201 the new request; 422 field errors. */
export function createRequest(input: NewRequest) {
  return portalApi.post<PortalRequest>('/api/portal/requests', requestForm(input));
}

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: (request) => {
      client.setQueryData(portalKeys.request(request.id), request);
      void client.invalidateQueries({ queryKey: ['portal', 'home'] });
      void client.invalidateQueries({ queryKey: portalKeys.unit(request.unit_id) });
    },
  });
}
