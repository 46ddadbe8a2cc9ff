import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { billingQueryKey, companyInvoicesQueryKey, type InvoiceIn, type InvoiceOut, type InvoiceStatus } from '../types';

const path = (id: string) => ({ params: { path: { id } } });

/** GET /api/admin/companies/{id}/invoices: one company's invoices, newest first (provider staff only). */
export function getCompanyInvoices(companyId: string) {
  return call(typedClient.GET('/api/admin/companies/{id}/invoices', path(companyId)), { notify: false });
}

export const companyInvoicesQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyInvoicesQueryKey(companyId), queryFn: () => getCompanyInvoices(companyId) });

export function useCompanyInvoices(companyId: string | null) {
  return useQuery({ ...companyInvoicesQueryOptions(companyId ?? ''), enabled: companyId !== null });
}

/** POST /api/admin/companies/{id}/invoices: issues an invoice for a period; 422s go under the dialog's fields. */
export function issueInvoice({ companyId, ...body }: InvoiceIn & { companyId: string }) {
  return call(typedClient.POST('/api/admin/companies/{id}/invoices', { ...path(companyId), body }), { notify: false });
}

export function useIssueInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: (_invoice, { companyId }) => {
      void client.invalidateQueries({ queryKey: companyInvoicesQueryKey(companyId) });
      void client.invalidateQueries({ queryKey: billingQueryKey, exact: true });
    },
  });
}

/** PUT /api/admin/invoices/{id}/status: marks an invoice paid or void, or back to issued. Toasted on failure. */
export function setInvoiceStatus({ id, status }: { id: string; companyId: string; status: InvoiceStatus }) {
  return call(typedClient.PUT('/api/admin/invoices/{id}/status', { ...path(id), body: { status } }));
}

export function useSetInvoiceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setInvoiceStatus,
    onSuccess: (updated, { companyId }) => {
      client.setQueryData<InvoiceOut[]>(companyInvoicesQueryKey(companyId), (rows) => rows?.map((row) => (row.id === updated.id ? updated : row)));
      void client.invalidateQueries({ queryKey: billingQueryKey, exact: true });
    },
  });
}
