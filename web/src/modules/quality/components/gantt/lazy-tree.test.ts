import { describe, expect, it } from 'vitest';
import type { GanttApiTask, GanttData } from '../../api/gantt-get';
import { LAZY_OVER, lazyTree } from './lazy-tree';
import { toSvar } from './to-svar';

function task(id: string, parent: string | null, type: GanttApiTask['type'] = 'task'): GanttApiTask {
  return { id, parent, code: id, text: id, start: '2026-03-02', end: '2026-03-06', progress: 0, type, base_start: null, base_end: null, actual_start: null, actual_end: null, critical: false, late: false, version: 1 };
}

/** Two towers, each of 30 floors of 40 tasks (2,462 tasks); links chain each floor's tasks and join floor to floor. */
function building(): GanttData {
  const tasks: GanttApiTask[] = [];
  const links: GanttData['links'] = [];
  for (const tower of ['A', 'B']) {
    tasks.push(task(tower, null, 'summary'));
    for (let floor = 1; floor <= 30; floor += 1) {
      const f = `${tower}${floor}`;
      tasks.push(task(f, tower, 'summary'));
      for (let n = 1; n <= 40; n += 1) {
        tasks.push(task(`${f}-${n}`, f));
        if (n > 1) links.push({ id: `${f}-l${n}`, source: `${f}-${n - 1}`, target: `${f}-${n}`, kind: 'FS', lag_days: 0 });
      }
      if (floor > 1) links.push({ id: `${f}-up`, source: f === `${tower}1` ? f : `${tower}${floor - 1}`, target: f, kind: 'FS', lag_days: 0 });
    }
  }
  return { tasks, links, critical_path: true };
}

describe('a large schedule reaches SVAR a branch at a time', () => {
  it('leaves a small schedule whole', () => {
    const small = { tasks: [task('a', null, 'summary'), task('b', 'a')], links: [], critical_path: true };
    expect(lazyTree(small, new Set())).toBeUndefined();
  });

  it('starts with the top summaries and their children, the floors lazy and closed, and the links among them', () => {
    const data = building();
    expect(data.tasks.length).toBeGreaterThan(LAZY_OVER);
    const tree = lazyTree(data, new Set());
    expect(tree?.initial.map((t) => t.id)).toHaveLength(62);
    expect(tree?.isLazy('A7')).toBe(true);
    expect(tree?.initialLinks.map((l) => l.id)).toContain('A2-up');
    const schedule = toSvar(data, new Set(), '2026-03-01', tree);
    expect(schedule.tasks).toHaveLength(62);
    expect(schedule.tasks.find((t) => t.id === 'A7')).toMatchObject({ lazy: true, open: false });
    // Every bar stays known to the edit handlers.
    expect(schedule.byId.size).toBe(data.tasks.length);
  });

  it('gives a floor its tasks and the links they complete, once', () => {
    const tree = lazyTree(building(), new Set());
    const given = tree?.provide('A7');
    expect(given?.tasks).toHaveLength(40);
    expect(given?.links).toHaveLength(39);
    expect(tree?.isLazy('A7')).toBe(false);
    expect(tree?.provide('A7').links).toHaveLength(0);
  });

  it('shows the floors the user opened open again when the schedule is read anew', () => {
    const tree = lazyTree(building(), new Set(['B3']));
    expect(tree?.initial).toHaveLength(102);
    expect(tree?.isLazy('B3')).toBe(false);
  });
});
