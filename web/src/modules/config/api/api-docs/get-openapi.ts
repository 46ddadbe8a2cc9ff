import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OpenApiDocument } from '../../components/api-docs/openapi';

/** GET /api/openapi.json: the API's OpenAPI document, as the server serves it (the same for every user). */
export function getOpenApi() {
  return api.get<OpenApiDocument>('/api/openapi.json');
}

export const openApiQueryKey = ['config', 'api-docs', 'openapi'] as const;

/** The document only changes with a new server version: fetched once per visit to these screens. */
export const openApiQueryOptions = () => queryOptions({ queryKey: openApiQueryKey, queryFn: getOpenApi, staleTime: Infinity });

export function useOpenApi() {
  return useQuery(openApiQueryOptions());
}
