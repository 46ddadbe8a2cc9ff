import { describe, expect, it } from 'vitest';
import type { GanttApiLink, GanttApiTask, GanttData } from './gantt-get';
import { mergeGantt } from './gantt-merge';

function task(id: string, parent: string | null, overrides: Partial<GanttApiTask> = {}): GanttApiTask {
  return {
    id,
    parent,
    code: id,
    text: id,
    start: '2026-03-02',
    end: '2026-03-06',
    progress: 0,
    type: 'task',
    critical: false,
    late: false,
    lazy: false,
    version: 1,
    ...overrides,
  };
}

const summary = (id: string, parent: string | null, lazy = false) => task(id, parent, { type: 'summary', lazy });
const link = (id: string, source: string, target: string): GanttApiLink => ({ id, source, target, kind: 'FS', lag_days: 0 });
const answer = (tasks: GanttApiTask[], links: GanttApiLink[] = []): GanttData => ({ tasks, links, critical_path: true, has_baselines: false, total: 6 });

// A (summary) > A1 (summary) > a, b; B (summary) > c; z. The first answer stops above A1's and B's children.
const root = answer([summary('A', null), summary('A1', 'A', true), summary('B', null, true), task('z', null)], [link('l1', 'a', 'z'), link('l2', 'c', 'z')]);

describe('the Gantt schedule from its first answer and opened branches', () => {
  it('keeps the first answer as is but drops links whose other end has not come', () => {
    const merged = mergeGantt(root, []);
    expect(merged.tasks.map((t) => t.id)).toEqual(['A', 'A1', 'B', 'z']);
    expect(merged.links).toEqual([]);
    expect(merged.tasks.filter((t) => t.lazy).map((t) => t.id)).toEqual(['A1', 'B']);
  });

  it('puts a branch under its summary in WBS order, opens it and adds the links it completes', () => {
    const branch = answer([task('a', 'A1'), task('b', 'A1')], [link('l1', 'a', 'z'), link('l3', 'a', 'b')]);
    const merged = mergeGantt(root, [{ parent: 'A1', data: branch }]);
    expect(merged.tasks.map((t) => t.id)).toEqual(['A', 'A1', 'a', 'b', 'B', 'z']);
    expect(merged.tasks.find((t) => t.id === 'A1')?.lazy).toBe(false);
    expect(merged.tasks.find((t) => t.id === 'B')?.lazy).toBe(true);
    expect(merged.links.map((l) => l.id).sort()).toEqual(['l1', 'l3']);
    expect(merged.total).toBe(6);
  });

  it('takes a wider branch that went below a lazy summary, and the newest copy of a task', () => {
    const wide = answer([summary('A1', 'A'), task('a', 'A1', { progress: 50 }), task('b', 'A1')]);
    const merged = mergeGantt(root, [{ parent: 'A', data: wide }]);
    expect(merged.tasks.map((t) => t.id)).toEqual(['A', 'A1', 'a', 'b', 'B', 'z']);
    expect(merged.tasks.find((t) => t.id === 'A1')?.lazy).toBe(false);
    expect(merged.tasks.find((t) => t.id === 'a')?.progress).toBe(50);
  });
});
