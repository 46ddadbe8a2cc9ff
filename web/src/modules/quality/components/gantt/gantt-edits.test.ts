import type { ITask } from '@svar-ui/react-gantt';
import { describe, expect, it, vi } from 'vitest';
import type { GanttApiTask } from '../../api/gantt-get';
import { ganttEdits, type GanttEditDeps } from './gantt-edits';
import { toSvar } from './to-svar';

const base = { parent: null, progress: 0, base_start: null, base_end: null, actual_start: null, actual_end: null, critical: false, late: false, lazy: false };
const apiTasks: GanttApiTask[] = [
  { ...base, id: 's', code: '1', text: 'Obra gruesa', type: 'summary', start: '2026-03-02', end: '2026-03-13', version: 1 },
  { ...base, id: 'a', parent: 's', code: '1.1', text: 'Fundaciones', type: 'task', start: '2026-03-02', end: '2026-03-06', version: 4 },
  { ...base, id: 'm', parent: 's', code: '1.2', text: 'Entrega', type: 'milestone', start: '2026-03-13', end: '2026-03-13', version: 2 },
];

/** The handlers over this schedule, with SVAR's copy of each task after its own change given by `moved`. */
function setup(moved: Record<string, Partial<ITask>> = {}, push = false) {
  const schedule = toSvar({ tasks: apiTasks, links: [], critical_path: true, has_baselines: false, total: apiTasks.length });
  const deps = {
    byId: () => schedule.byId,
    getTask: (id: string) => ({ ...schedule.byId.get(id), ...moved[id] }),
    pushSuccessors: () => push,
    reschedule: vi.fn<GanttEditDeps['reschedule']>(),
    createLink: vi.fn<GanttEditDeps['createLink']>(),
    deleteLink: vi.fn<GanttEditDeps['deleteLink']>(),
  };
  return { edits: ganttEdits(deps), deps };
}

describe('dragging and resizing bars', () => {
  it('reschedules a dropped bar with its new inclusive days, the version read and the successors switch', () => {
    const { edits, deps } = setup({ a: { start: new Date(2026, 2, 4), end: new Date(2026, 2, 9) } }, true);
    edits.onUpdateTask({ id: 'a' });
    expect(deps.reschedule).toHaveBeenCalledExactlyOnceWith({ id: 'a', body: { est_start: '2026-03-04', est_end: '2026-03-08', version: 4, push_successors: true } });
  });

  it('reschedules a resized bar (a longer end) and a moved milestone', () => {
    const { edits, deps } = setup({ a: { end: new Date(2026, 2, 11) }, m: { start: new Date(2026, 2, 16), end: new Date(2026, 2, 16) } });
    edits.onUpdateTask({ id: 'a' });
    edits.onUpdateTask({ id: 'm' });
    expect(deps.reschedule.mock.calls.map(([input]) => input)).toEqual([
      { id: 'a', body: { est_start: '2026-03-02', est_end: '2026-03-10', version: 4, push_successors: false } },
      { id: 'm', body: { est_start: '2026-03-16', est_end: '2026-03-16', version: 2, push_successors: false } },
    ]);
  });

  it('sends nothing while the bar is still moving, or when it lands on the same days', () => {
    const { edits, deps } = setup({ a: { start: new Date(2026, 2, 2), end: new Date(2026, 2, 7) } });
    edits.onUpdateTask({ id: 'a', inProgress: true });
    edits.onUpdateTask({ id: 'a' });
    expect(deps.reschedule).not.toHaveBeenCalled();
  });

  it('refuses to drag summaries and to reorder rows, and lets leaves move', () => {
    const { edits } = setup();
    expect(edits.allowDrag({ id: 's' })).toBe(false);
    expect(edits.allowDrag({ id: 'a', top: 120 })).toBe(false);
    expect(edits.allowDrag({ id: 'a' })).toBe(true);
    expect(edits.allowDrag({ id: 'unknown' })).toBe(false);
  });

  it('lets only new dates of a leaf through, never progress or a summary', () => {
    const { edits, deps } = setup({ s: { start: new Date(2026, 2, 9) } });
    expect(edits.allowUpdate({ id: 'a', task: { start: new Date(), end: new Date() } })).toBe(true);
    expect(edits.allowUpdate({ id: 'a', task: { progress: 80 } })).toBe(false);
    expect(edits.allowUpdate({ id: 's', task: { start: new Date() } })).toBe(false);
    edits.onUpdateTask({ id: 's' });
    expect(deps.reschedule).not.toHaveBeenCalled();
  });
});

describe('links', () => {
  it('creates a drawn link with its kind', () => {
    const { edits, deps } = setup();
    edits.onAddLink({ link: { source: 'a', target: 'm', type: 'e2s' } });
    edits.onAddLink({ link: { source: 'a', target: 'm', type: 's2e' } });
    edits.onAddLink({ link: { source: 'a' } });
    expect(deps.createLink.mock.calls.map(([input]) => input)).toEqual([
      { predecessor_id: 'a', successor_id: 'm', kind: 'FS' },
      { predecessor_id: 'a', successor_id: 'm', kind: 'SF' },
    ]);
  });

  it('deletes a saved link, not one SVAR has only drawn', () => {
    const { edits, deps } = setup();
    edits.onDeleteLink({ id: '01a2-link' });
    edits.onDeleteLink({ id: 'temp://1764100000001' });
    expect(deps.deleteLink).toHaveBeenCalledExactlyOnceWith('01a2-link');
  });
});
