import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** GET /api/quality/attributes: the company's attributes with their values, deprecated ones included and marked. */
export function getAttributes() {
  return call(typedClient.GET('/api/quality/attributes', { params: { query: { rowsPerPage: 200 } } }), { notify: false });
}

export const attributesQueryOptions = () => queryOptions({ queryKey: qualityKeys.attributes(), queryFn: getAttributes });

export function useAttributes() {
  return useQuery(attributesQueryOptions());
}
