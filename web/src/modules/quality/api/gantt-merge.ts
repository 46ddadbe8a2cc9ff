import type { GanttApiLink, GanttApiTask, GanttData } from './gantt-get';

/** A branch's answer and the summary it was asked for. */
export interface GanttBranch {
  parent: string;
  data: GanttData;
}

/**
 * The first answer and the opened branches as one schedule in WBS order. A task sent more than once keeps its last
 * copy; it stays `lazy` only while no answer holds its children (its branch was not opened and no wider answer went
 * below it). A link goes in once both of its ends are here (it comes with each end's answer).
 */
export function mergeGantt(root: GanttData, branches: readonly GanttBranch[]): GanttData {
  const byId = new Map<string, GanttApiTask>();
  const expanded = new Set(branches.map((branch) => branch.parent));
  const children = new Map<string, string[]>();
  const answers = [root, ...branches.map((branch) => branch.data)];
  for (const answer of answers) {
    for (const task of answer.tasks) {
      const seen = byId.get(task.id);
      if (!task.lazy) expanded.add(task.id);
      byId.set(task.id, task);
      if (seen) continue;
      const parent = task.parent ?? '';
      const siblings = children.get(parent);
      if (siblings) siblings.push(task.id);
      else children.set(parent, [task.id]);
    }
  }
  const tasks: GanttApiTask[] = [];
  // Depth first from the top, each level in the order its answer sent it: the WBS order.
  const stack = [...(children.get('') ?? [])].reverse();
  while (stack.length > 0) {
    const id = stack.pop() as string;
    const task = byId.get(id);
    if (!task) continue;
    tasks.push(task.lazy && expanded.has(id) ? { ...task, lazy: false } : task);
    stack.push(...[...(children.get(id) ?? [])].reverse());
  }
  const links = new Map<string, GanttApiLink>();
  for (const answer of answers) {
    for (const link of answer.links) {
      if (byId.has(link.source) && byId.has(link.target)) links.set(link.id, link);
    }
  }
  return { ...root, tasks, links: [...links.values()] };
}
