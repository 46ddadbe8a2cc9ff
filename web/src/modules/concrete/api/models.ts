import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/api/schemas';
import { concreteKeys } from './keys';

export type ConcreteModel = Schema<'BimModelOut'>;
export type ModelElement = Schema<'BimElementOut'>;

/** GET /api/bim/models?projectId: the project's model assigned to Concrete, or null when none is. */
export async function getConcreteModel(projectId: string) {
  const page = await api.list<ConcreteModel>('/api/bim/models', { projectId }, { notify: false });
  return page.data.find((model) => model.concrete) ?? null;
}

export function useConcreteModel(projectId: string) {
  return useQuery({ queryKey: [...concreteKeys.project(projectId), 'model'], queryFn: () => getConcreteModel(projectId), enabled: projectId !== '' });
}

/** GET /api/bim/models/{id}/elements?search: the first 20 elements whose name matches, to pick without the 3D view. */
export async function searchElements(modelId: string, search: string) {
  const page = await api.list<ModelElement>(
    `/api/bim/models/${encodeURIComponent(modelId)}/elements`,
    { search: search.trim() || undefined, rowsPerPage: 20 },
    { notify: false },
  );
  return page.data;
}

export function useElementSearch(modelId: string, search: string) {
  return useQuery({
    queryKey: ['concrete-elements', modelId, search.trim()],
    queryFn: () => searchElements(modelId, search),
    placeholderData: keepPreviousData,
  });
}
