/**
 * The schedule as SVAR Gantt takes it, and back. The API's dates are whole days with an inclusive end
 * (`2026-03-02`…`2026-03-06` is five days); SVAR draws a bar from its start to its end instant, so a task's end is the
 * midnight after its last day. A milestone is a point: start and end on the same midnight. Dates are local midnights,
 * as SVAR works in the browser's time zone; days are counted on the calendar, never in milliseconds (DST).
 */
import type { ILink, ITask } from '@svar-ui/react-gantt';
import { addDays, parseIsoDate, toIsoDate } from '@/lib/calendar-dates';
import type { GanttApiLink, GanttApiTask, GanttData } from '../../api/gantt-get';
import type { LinkKind } from '../../api/gantt-create-link';

/** What every bar carries besides SVAR's own fields (read by the bar template, the grid and the edit handlers). */
export interface ObraTask extends ITask {
  id: string;
  start: Date;
  end: Date;
  text: string;
  progress: number;
  type: 'task' | 'summary' | 'milestone';
  parent: string | 0;
  code: string;
  /** The API's inclusive dates, kept to show and to compare without a round trip through Date. */
  startIso: string;
  endIso: string;
  baseStartIso: string | null;
  baseEndIso: string | null;
  critical: boolean;
  late: boolean;
  version: number;
  /** A summary whose children are not loaded yet. */
  unloaded?: boolean;
}

export interface SvarSchedule {
  tasks: ObraTask[];
  links: ILink[];
  /** The chart's span: every bar and today, with a margin on both sides. */
  start: Date;
  end: Date;
  /** Tasks by id: the edit handlers read the version and dates of the bar that moved. */
  byId: ReadonlyMap<string, ObraTask>;
}

/** SVAR's link types: which end of the source (s/e) joins which end of the target. */
export type TLinkType = ILink['type'];

const KIND_TO_TYPE: Record<LinkKind, TLinkType> = { FS: 'e2s', SS: 's2s', FF: 'e2e', SF: 's2e' };
const TYPE_TO_KIND: Record<TLinkType, LinkKind> = { e2s: 'FS', s2s: 'SS', e2e: 'FF', s2e: 'SF' };

export function linkTypeOf(kind: string): TLinkType {
  return kind in KIND_TO_TYPE ? KIND_TO_TYPE[kind as LinkKind] : 'e2s';
}

export function linkKindOf(type: TLinkType): LinkKind {
  return TYPE_TO_KIND[type];
}

/**
 * A `YYYY-MM-DD` as the local midnight starting that day (the server never sends a malformed date). A schedule names
 * a few hundred distinct days for thousands of bars, so each day is parsed once; every bar still gets its own Date.
 */
const midnights = new Map<string, number>();
export function dayStart(iso: string): Date {
  let time = midnights.get(iso);
  if (time === undefined) {
    time = parseIsoDate(iso)?.getTime() ?? Number.NaN;
    if (midnights.size > 20_000) midnights.clear();
    midnights.set(iso, time);
  }
  return new Date(time);
}

/** The instant SVAR ends a bar whose last day is `iso`: the midnight after it. */
export function dayEnd(iso: string): Date {
  return addDays(dayStart(iso), 1);
}

/** The day a bar starts on, whatever time SVAR left on it. */
export function startDayOf(start: Date): string {
  return toIsoDate(start);
}

/** The last day a bar covers: the day holding the instant just before its end (a midnight end is the day before). */
export function lastDayOf(end: Date): string {
  return toIsoDate(new Date(end.getTime() - 1));
}

function toTask(task: GanttApiTask, folded: ReadonlySet<string>): ObraTask {
  const type = task.type === 'summary' || task.type === 'milestone' ? task.type : 'task';
  const start = dayStart(task.start);
  return {
    id: task.id,
    parent: task.parent ?? 0,
    text: task.text,
    code: task.code,
    start,
    end: type === 'milestone' ? start : dayEnd(task.end),
    progress: task.progress,
    type,
    // The tree starts open, except the summaries the user folded before this answer arrived.
    ...(type === 'summary' ? { open: !folded.has(task.id) } : {}),
    // A large schedule's branch not loaded yet: SVAR needs `lazy` on a summary without children, but its own toggle
    // for one does nothing in 2.7.3, so the name cell shows ours in its place (`unloaded`).
    ...(task.lazy ? { lazy: true, open: false, unloaded: true } : {}),
    startIso: task.start,
    endIso: task.end,
    baseStartIso: task.base_start ?? null,
    baseEndIso: task.base_end ?? null,
    critical: task.critical,
    late: task.late,
    version: task.version,
  };
}

function toLink(link: GanttApiLink): ILink {
  return { id: link.id, source: link.source, target: link.target, type: linkTypeOf(link.kind), lag: link.lag_days };
}

/**
 * The API's schedule as SVAR's tasks and links: one pass, one object per task (memoise it on the query's data).
 * `folded` are the summaries shown closed.
 */
export function toSvar(data: GanttData, folded: ReadonlySet<string> = new Set(), today: string = toIsoDate(new Date())): SvarSchedule {
  const tasks = data.tasks.map((task) => toTask(task, folded));
  // `YYYY-MM-DD` strings sort as the days they name.
  let first = today;
  let last = today;
  for (const task of data.tasks) {
    if (task.start < first) first = task.start;
    if (task.end > last) last = task.end;
  }
  return {
    tasks,
    links: data.links.map(toLink),
    byId: new Map(tasks.map((task) => [task.id, task])),
    start: addDays(dayStart(first), -7),
    end: addDays(dayEnd(last), 14),
  };
}

/** The reschedule payload of a bar SVAR moved or resized: inclusive days, the version read, successors or not. */
export function reschedulePayload(task: ObraTask, moved: { start: Date; end: Date }, pushSuccessors: boolean) {
  const start = startDayOf(moved.start);
  // A milestone has no length: it stays on one day wherever it lands.
  const end = task.type === 'milestone' ? start : lastDayOf(moved.end);
  return { est_start: start, est_end: end < start ? start : end, version: task.version, push_successors: pushSuccessors };
}

/** The new link of a line drawn from one bar's end to another's, in the API's words. */
export function linkPayload(link: Pick<ILink, 'source' | 'target' | 'type'>) {
  return { predecessor_id: String(link.source), successor_id: String(link.target), kind: linkKindOf(link.type) };
}
