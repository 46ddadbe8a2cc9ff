import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { QualityAttribute } from './types';

/** GET /api/quality/attributes: the activity types a template may be linked to are the values of these attributes. */
export async function getAttributeValues() {
  const page = await api.list<QualityAttribute>('/api/quality/attributes', { rowsPerPage: 200 }, { notify: false });
  return page.data.flatMap((attribute) =>
    attribute.values.filter((value) => !value.deprecated).map((value) => ({ value: value.id, label: value.name, group: attribute.name })),
  );
}

export const attributeValuesQueryOptions = () => queryOptions({ queryKey: verificationKeys.attributes(), queryFn: getAttributeValues, staleTime: 60_000 });

export function useAttributeValues() {
  return useQuery(attributeValuesQueryOptions());
}
