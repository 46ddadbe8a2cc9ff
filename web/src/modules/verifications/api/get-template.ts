import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { Template } from './types';

/** GET /api/verifications/templates/{id}: the template with its items in order and its plans. */
export function getTemplate(id: string) {
  return api.get<Template>(`/api/verifications/templates/${encodeURIComponent(id)}`, undefined, { notify: false });
}

export const templateQueryOptions = (id: string) => queryOptions({ queryKey: verificationKeys.template(id), queryFn: () => getTemplate(id) });

export function useTemplate(id: string | null) {
  return useQuery({ ...templateQueryOptions(id ?? ''), enabled: id !== null });
}
