import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { adminCompaniesQueryKey } from '../types';

/** GET /api/admin/companies: every company with its plan, trial, seats and block, by name (provider staff only). */
export function getCompanies() {
  return call(typedClient.GET('/api/admin/companies'), { notify: false });
}

export const companiesQueryOptions = () => queryOptions({ queryKey: adminCompaniesQueryKey, queryFn: getCompanies });

export function useCompanies(enabled: boolean) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}
