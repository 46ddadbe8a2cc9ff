import { toSearchParams, type Payload } from '@/lib/api';
import type { UsageQuery } from './types';

export const USAGE_PATH = '/api/ocinsights/usage';
export const USAGE_EXPORT_PATH = '/api/ocinsights/usage.xlsx';

/** Usage keys, under the module's prefix; one per query, so each range is cached on its own. */
export const usageKeys = {
  all: ['ocinsights'] as const,
  usage: (query: UsageQuery) => ['ocinsights', 'usage', query] as const,
};

/** The query parameters the server reads; "every project" is left out. */
export function usageParams(query: UsageQuery): Payload {
  return { from: query.from, to: query.to, granularity: query.granularity, project_id: query.project_id ?? undefined };
}

/** The xlsx's address with the same query as the figures on screen. */
export function usageExportPath(query: UsageQuery): string {
  return `${USAGE_EXPORT_PATH}?${toSearchParams(usageParams(query)).toString()}`;
}
