import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { concreteKeys, type CatalogKind } from './keys';
import type { CatalogItem, ConcreteSettings } from './types';

/** GET /api/concrete/{kind}: a catalogue of the company, by name (whole: catalogues are short). */
export async function getCatalog(kind: CatalogKind) {
  const page = await api.list<CatalogItem>(`/api/concrete/${kind}`, { rowsPerPage: 200 }, { notify: false });
  return page.data;
}

export const catalogQueryOptions = (kind: CatalogKind) => queryOptions({ queryKey: concreteKeys.catalog(kind), queryFn: () => getCatalog(kind) });

export function useCatalog(kind: CatalogKind) {
  return useQuery(catalogQueryOptions(kind));
}

/** GET /api/concrete/settings: the company's settings (the defaults at version 0). */
export function getSettings() {
  return api.get<ConcreteSettings>('/api/concrete/settings', undefined, { notify: false });
}

export const settingsQueryOptions = () => queryOptions({ queryKey: concreteKeys.settings(), queryFn: getSettings });

export function useConcreteSettings() {
  return useQuery(settingsQueryOptions());
}
