import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { adminCompaniesQueryKey, billingQueryKey, type AdminCompanyOut, type PlanIn } from '../types';

/** A company changed: its row in the list, and the staff's own billing screen if it is their company. */
function refresh(client: QueryClient, updated: AdminCompanyOut) {
  client.setQueryData<AdminCompanyOut[]>(adminCompaniesQueryKey, (rows) => rows?.map((row) => (row.id === updated.id ? updated : row)));
  void client.invalidateQueries({ queryKey: billingQueryKey, exact: true });
}

const path = (id: string) => ({ params: { path: { id } } });

/** PUT /api/admin/companies/{id}/plan: a new plan, with the trial's end for `trial`. 422s go under the fields. */
export function setCompanyPlan({ id, ...body }: PlanIn & { id: string }) {
  return call(typedClient.PUT('/api/admin/companies/{id}/plan', { ...path(id), body }), { notify: false });
}

/** POST /api/admin/companies/{id}/trial-extension: the trial lasts `days` (1..365) more; the company is on it after. */
export function extendCompanyTrial({ id, days }: { id: string; days: number }) {
  return call(typedClient.POST('/api/admin/companies/{id}/trial-extension', { ...path(id), body: { days } }), { notify: false });
}

/** PUT /api/admin/companies/{id}/blocked: blocks or unblocks the company's access. Toasted on failure. */
export function setCompanyBlocked({ id, blocked }: { id: string; blocked: boolean }) {
  return call(typedClient.PUT('/api/admin/companies/{id}/blocked', { ...path(id), body: { blocked } }));
}

export function useSetCompanyPlan() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setCompanyPlan, onSuccess: (updated) => refresh(client, updated) });
}

export function useExtendCompanyTrial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: extendCompanyTrial, onSuccess: (updated) => refresh(client, updated) });
}

export function useSetCompanyBlocked() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setCompanyBlocked, onSuccess: (updated) => refresh(client, updated) });
}
