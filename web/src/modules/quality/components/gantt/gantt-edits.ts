/**
 * What the Gantt does with SVAR's edits. SVAR changes its own copy first (the bar stays where it was dropped); each
 * handler then tells the server, whose answer reloads the schedule: on success with what the server moved along
 * (successors, summaries), on a refusal (409 stale, 422) with the bar back where it was. Edits the schedule does not
 * have here (progress by dragging, moving rows, summaries, adding or deleting tasks) are refused before SVAR applies
 * them.
 */
import type { ILink, ITask, TID } from '@svar-ui/react-gantt';
import type { CreateLinkInput } from '../../api/gantt-create-link';
import type { RescheduleInput } from '../../api/gantt-reschedule';
import { linkPayload, reschedulePayload, type ObraTask } from './to-svar';

export interface GanttEditDeps {
  /** The schedule as last read from the server (the version and days each bar had). */
  byId: () => ReadonlyMap<string, ObraTask>;
  /** SVAR's task after its own change. */
  getTask: (id: string) => ITask | undefined;
  pushSuccessors: () => boolean;
  reschedule: (input: RescheduleInput) => void;
  createLink: (input: CreateLinkInput) => void;
  deleteLink: (id: string) => void;
}

/** SVAR's temporary ids (`temp://…`) name a link it drew that the server has not answered yet. */
const isSaved = (id: TID) => typeof id === 'string' && !id.startsWith('temp://');

/** The keys a drag or a resize changes; anything else in an update (progress, text) is not ours to send. */
const DATE_KEYS = new Set(['start', 'end', 'duration']);

export function ganttEdits(deps: GanttEditDeps) {
  const leaf = (id: TID) => {
    const task = deps.byId().get(String(id));
    return task !== undefined && task.type !== 'summary' ? task : null;
  };
  return {
    /** Bars of activities without children may be dragged; summaries follow their children; rows keep their order. */
    allowDrag(ev: { id: TID; top?: number }): boolean {
      return ev.top === undefined && leaf(ev.id) !== null;
    },
    /** Only new dates of an activity without children. */
    allowUpdate(ev: { id: TID; task: Partial<ITask> }): boolean {
      return leaf(ev.id) !== null && Object.keys(ev.task).every((key) => DATE_KEYS.has(key));
    },
    /** A bar dropped or resized: its new days, with the version read, go to the server. */
    onUpdateTask(ev: { id: TID; inProgress?: boolean }): void {
      if (ev.inProgress) return;
      const task = leaf(ev.id);
      const moved = deps.getTask(String(ev.id));
      if (!task || !moved?.start || !moved.end) return;
      const body = reschedulePayload(task, { start: moved.start, end: moved.end }, deps.pushSuccessors());
      if (body.est_start === task.startIso && body.est_end === task.endIso) return;
      deps.reschedule({ id: task.id, body });
    },
    /** A link drawn between two bars. */
    onAddLink(ev: { link: Partial<ILink> }): void {
      const { source, target, type } = ev.link;
      if (source === undefined || target === undefined || type === undefined) return;
      deps.createLink(linkPayload({ source, target, type }));
    },
    /** A saved link removed (a link still being saved is taken back by the reload). */
    onDeleteLink(ev: { id: TID }): void {
      if (isSaved(ev.id)) deps.deleteLink(String(ev.id));
    },
  };
}

export type GanttEdits = ReturnType<typeof ganttEdits>;
