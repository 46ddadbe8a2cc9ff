import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminCompaniesQueryKey, type AdminCompanyOut } from '../types';

/** GET /api/admin/companies: every company with its plan, trial, seats and block (provider staff only). */
export async function getCompanies() {
  return (await api.list<AdminCompanyOut>('/api/admin/companies', undefined, { notify: false })).data;
}

export const companiesQueryOptions = () => queryOptions({ queryKey: adminCompaniesQueryKey, queryFn: getCompanies });

export function useCompanies(enabled: boolean) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}
