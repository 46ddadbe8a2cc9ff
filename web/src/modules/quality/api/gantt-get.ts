import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { mergeGantt } from './gantt-merge';
import { qualityKeys } from './keys';

/**
 * The Gantt's schedule: activities in WBS order (compact), their links, whether a critical path exists. A large
 * schedule comes by levels: summaries marked `lazy` have their children in the answer for `parent` = their id.
 */
export type GanttData = Schema<'GanttOut'>;
export type GanttApiTask = Schema<'GanttTask'>;
export type GanttApiLink = Schema<'GanttLink'>;

/**
 * GET /api/quality/gantt?projectId[&parent]: the schedule's top levels (the whole schedule when it has a few hundred
 * activities), or one branch's. Not toasted: the page shows the failure in place, with a retry.
 */
export function getGantt(projectId: string, parent?: string): Promise<GanttData> {
  const query = parent ? { projectId, parent } : { projectId };
  return call(typedClient.GET('/api/quality/gantt', { params: { query } }), { notify: false });
}

export const ganttQueryOptions = (projectId: string, parent?: string) =>
  queryOptions({
    queryKey: qualityKeys.gantt(projectId, parent),
    queryFn: () => getGantt(projectId, parent),
    // The chart converts every answer whole, so comparing each task with the last answer would be wasted.
    structuralSharing: false,
  });

export function useGantt(projectId: string) {
  return useQuery({ ...ganttQueryOptions(projectId), enabled: projectId !== '' });
}

/**
 * The schedule the chart shows: the first answer and the branches opened since, merged into one tree. `openBranch`
 * asks for a lazy summary's children; a reload after an edit (the whole `['quality', projectId]` key) refreshes the
 * first answer and every open branch together, so the tree keeps its shape.
 */
export function useGanttSchedule(projectId: string) {
  const root = useGantt(projectId);
  const [opened, setOpened] = useState<{ projectId: string; ids: string[] }>({ projectId, ids: [] });
  const ids = opened.projectId === projectId ? opened.ids : [];
  const branches = useQueries({ queries: ids.map((id) => ({ ...ganttQueryOptions(projectId, id), enabled: projectId !== '' })) });
  const stamp = branches.map((branch) => branch.dataUpdatedAt).join(',');
  const pending = branches.flatMap((branch, n) => (branch.isFetching && !branch.data && ids[n] ? [ids[n]] : []));
  const pendingKey = pending.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pendingBranches = useMemo(() => pending, [pendingKey]);
  const data = useMemo(
    () => (root.data ? mergeGantt(root.data, branches.flatMap((branch, n) => (branch.data && ids[n] ? [{ parent: ids[n], data: branch.data }] : []))) : undefined),
    // `stamp` tells when a branch's answer changed; the answers themselves are new arrays on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [root.data, stamp],
  );
  const openBranch = useCallback(
    (id: string) => setOpened((now) => {
      const current = now.projectId === projectId ? now.ids : [];
      return current.includes(id) ? now : { projectId, ids: [...current, id] };
    }),
    [projectId],
  );
  return { root, data, openBranch, pendingBranches };
}
