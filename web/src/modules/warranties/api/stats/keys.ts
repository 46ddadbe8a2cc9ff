import { toSearchParams, type Payload } from '@/lib/api';
import type { StatsQuery } from './types';

export const STATS_PATH = '/api/warranties/stats';
export const STATS_EXPORT_PATH = '/api/warranties/stats/export';

/** Statistics keys, under the module's `warranties` prefix; one per query, so each range is cached on its own. */
export const statsKeys = {
  all: ['warranties', 'stats'] as const,
  query: (query: StatsQuery) => ['warranties', 'stats', query] as const,
};

/** The query parameters the server reads: an open bound and the active project alone are left out. */
export function statsParams(query: StatsQuery): Payload {
  return { from: query.from ?? undefined, to: query.to ?? undefined, all_projects: query.all_projects ? true : undefined };
}

/**
 * The export's address with the same query as the figures on screen, and the active project (the xlsx is fetched
 * outside the JSON client, which otherwise adds it).
 */
export function statsExportPath(query: StatsQuery, projectId: string | null): string {
  const params = toSearchParams({ ...statsParams(query), projectId });
  const text = params.toString();
  return text ? `${STATS_EXPORT_PATH}?${text}` : STATS_EXPORT_PATH;
}
