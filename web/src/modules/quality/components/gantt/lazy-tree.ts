/**
 * A large schedule reaches SVAR a branch at a time: its store is built for what the first screen shows (the top
 * summaries and their children), and a folded summary's children arrive when it is opened (SVAR's `lazy` tasks:
 * opening one fires `request-data`, answered with `provide-data`). A link joins once both its ends are shown.
 * Small schedules go whole, as before: SVAR builds 20,000 tasks and 30,000 links in seconds, a few hundred at once.
 */
import type { GanttApiLink, GanttApiTask, GanttData } from '../../api/gantt-get';

/** Above this many tasks the schedule is sent a branch at a time. */
export const LAZY_OVER = 2000;

export interface LazyTree {
  /** What SVAR is given at start: the shown tasks and the links between them. */
  initial: GanttApiTask[];
  initialLinks: GanttApiLink[];
  /** A shown summary whose children are not yet given (it opens by asking for them). */
  isLazy: (id: string) => boolean;
  /** The children of a lazy summary and the links they complete; they count as shown from now on. */
  provide: (id: string) => { tasks: GanttApiTask[]; links: GanttApiLink[] };
}

/**
 * The lazy tree of a large schedule, or none for a small one. `expanded` are the summaries below the top the user
 * opened (they stay open when the schedule is read again after an edit).
 */
export function lazyTree(data: GanttData, expanded: ReadonlySet<string>): LazyTree | undefined {
  if (data.tasks.length <= LAZY_OVER) return undefined;
  const children = new Map<string, GanttApiTask[]>();
  for (const task of data.tasks) {
    const parent = task.parent ?? '';
    const list = children.get(parent);
    if (list) list.push(task);
    else children.set(parent, [task]);
  }
  const linksOf = new Map<string, GanttApiLink[]>();
  for (const link of data.links) {
    for (const end of [link.source, link.target]) {
      const list = linksOf.get(end);
      if (list) list.push(link);
      else linksOf.set(end, [link]);
    }
  }
  const shown = new Set<string>();
  const given = new Set<string>();
  const lazy = new Set<string>();
  // Shows a task; a summary with children is opened (its children shown) at the top or when expanded, else lazy.
  const show = (task: GanttApiTask, depth: number, out: GanttApiTask[]) => {
    out.push(task);
    shown.add(task.id);
    const kids = children.get(task.id);
    if (!kids) return;
    if (depth === 0 || expanded.has(task.id)) for (const kid of kids) show(kid, depth + 1, out);
    else lazy.add(task.id);
  };
  const linksAmong = (tasks: GanttApiTask[]) => {
    const out: GanttApiLink[] = [];
    for (const task of tasks) {
      for (const link of linksOf.get(task.id) ?? []) {
        if (!given.has(link.id) && shown.has(link.source) && shown.has(link.target)) {
          given.add(link.id);
          out.push(link);
        }
      }
    }
    return out;
  };
  const initial: GanttApiTask[] = [];
  for (const top of children.get('') ?? []) show(top, 0, initial);
  return {
    initial,
    initialLinks: linksAmong(initial),
    isLazy: (id) => lazy.has(id),
    provide: (id) => {
      lazy.delete(id);
      const tasks: GanttApiTask[] = [];
      for (const kid of children.get(id) ?? []) show(kid, 1, tasks);
      return { tasks, links: linksAmong(tasks) };
    },
  };
}
