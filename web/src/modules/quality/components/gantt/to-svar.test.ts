import { describe, expect, it } from 'vitest';
import type { GanttApiTask, GanttData } from '../../api/gantt-get';
import { dayEnd, dayStart, lastDayOf, linkKindOf, linkPayload, linkTypeOf, reschedulePayload, startDayOf, toSvar } from './to-svar';

function task(overrides: Partial<GanttApiTask> = {}): GanttApiTask {
  return {
    id: 't1',
    parent: null,
    code: '1',
    text: 'Fundaciones',
    start: '2026-03-02',
    end: '2026-03-06',
    progress: 40,
    type: 'task',
    base_start: null,
    base_end: null,
    actual_start: null,
    actual_end: null,
    critical: false,
    late: false,
    lazy: false,
    version: 3,
    ...overrides,
  };
}

const schedule = (tasks: GanttApiTask[], links: GanttData['links'] = []): GanttData => ({ tasks, links, critical_path: true, has_baselines: false, total: tasks.length });

describe('API schedule → SVAR', () => {
  it('ends a bar at the midnight after its inclusive last day', () => {
    const [bar] = toSvar(schedule([task()])).tasks;
    expect(bar?.start).toEqual(new Date(2026, 2, 2));
    expect(bar?.end).toEqual(new Date(2026, 2, 7));
    expect(bar?.startIso).toBe('2026-03-02');
    expect(bar?.endIso).toBe('2026-03-06');
  });

  it('makes a one-day activity one day long and a milestone a point', () => {
    const { tasks } = toSvar(schedule([task({ id: 'a', start: '2026-03-02', end: '2026-03-02' }), task({ id: 'm', type: 'milestone', start: '2026-03-09', end: '2026-03-09' })]));
    expect(tasks[0]?.end).toEqual(new Date(2026, 2, 3));
    expect(tasks[1]?.type).toBe('milestone');
    expect(tasks[1]?.end).toEqual(tasks[1]?.start);
  });

  it('hangs top activities from SVAR root 0, opens summaries except folded ones, keeps critical, late and version', () => {
    const data = schedule([
      task({ id: 's1', type: 'summary', code: '1' }),
      task({ id: 's2', type: 'summary', code: '2' }),
      task({ id: 'c', parent: 's1', code: '1.1', critical: true, late: true }),
    ]);
    const { tasks, byId } = toSvar(data, new Set(['s2']));
    expect(tasks.map((t) => [t.id, t.parent, t.open])).toEqual([
      ['s1', 0, true],
      ['s2', 0, false],
      ['c', 's1', undefined],
    ]);
    expect(byId.get('c')).toMatchObject({ code: '1.1', critical: true, late: true, version: 3 });
  });

  it('shows a summary sent without its children closed, lazy and unloaded', () => {
    const { tasks } = toSvar(schedule([task({ id: 's1', type: 'summary', lazy: true }), task({ id: 's2', type: 'summary' })]));
    expect(tasks.map((t) => [t.id, t.open, t.unloaded, 'lazy' in t])).toEqual([
      ['s1', false, true, true],
      ['s2', true, undefined, false],
    ]);
  });

  it('reads an unknown type as a plain task and keeps the baseline days', () => {
    const [bar] = toSvar(schedule([task({ type: 'other', base_start: '2026-02-23', base_end: '2026-02-27' })])).tasks;
    expect(bar?.type).toBe('task');
    expect([bar?.baseStartIso, bar?.baseEndIso]).toEqual(['2026-02-23', '2026-02-27']);
  });

  it('maps the four link kinds both ways and keeps the lag', () => {
    const kinds = ['FS', 'SS', 'FF', 'SF'] as const;
    expect(kinds.map(linkTypeOf)).toEqual(['e2s', 's2s', 'e2e', 's2e']);
    expect(kinds.map((kind) => linkKindOf(linkTypeOf(kind)))).toEqual([...kinds]);
    const { links } = toSvar(schedule([task()], [{ id: 'l1', source: 'a', target: 'b', kind: 'SS', lag_days: 2 }]));
    expect(links).toEqual([{ id: 'l1', source: 'a', target: 'b', type: 's2s', lag: 2 }]);
  });

  it('spans the chart over every bar and today, with a week before and two weeks after', () => {
    const data = schedule([task({ start: '2026-03-02', end: '2026-03-06' }), task({ id: 't2', start: '2026-04-01', end: '2026-04-10' })]);
    expect(toSvar(data, new Set(), '2026-03-20')).toMatchObject({ start: new Date(2026, 1, 23), end: new Date(2026, 3, 25) });
    expect(toSvar(data, new Set(), '2026-06-01').end).toEqual(new Date(2026, 5, 16));
  });
});

describe('SVAR → API days', () => {
  it('reads a midnight end as the day before, any other end as its own day', () => {
    expect(lastDayOf(new Date(2026, 2, 7))).toBe('2026-03-06');
    expect(lastDayOf(new Date(2026, 2, 7, 15, 0))).toBe('2026-03-07');
    expect(startDayOf(new Date(2026, 2, 2, 9, 30))).toBe('2026-03-02');
    expect(lastDayOf(dayEnd('2026-12-31'))).toBe('2026-12-31');
    expect(startDayOf(dayStart('2028-02-29'))).toBe('2028-02-29');
  });

  it('sends a moved bar as inclusive days with the version read and the successors switch', () => {
    const [bar] = toSvar(schedule([task()])).tasks;
    if (!bar) throw new Error('no bar');
    expect(reschedulePayload(bar, { start: new Date(2026, 2, 4), end: new Date(2026, 2, 9) }, true)).toEqual({
      est_start: '2026-03-04',
      est_end: '2026-03-08',
      version: 3,
      push_successors: true,
    });
  });

  it('keeps a milestone on one day and never sends an end before the start', () => {
    const [milestone, short] = toSvar(schedule([task({ id: 'm', type: 'milestone', start: '2026-03-09', end: '2026-03-09' }), task({ id: 's' })])).tasks;
    if (!milestone || !short) throw new Error('no bars');
    const day = new Date(2026, 2, 12);
    expect(reschedulePayload(milestone, { start: day, end: day }, false)).toMatchObject({ est_start: '2026-03-12', est_end: '2026-03-12' });
    expect(reschedulePayload(short, { start: day, end: day }, false)).toMatchObject({ est_start: '2026-03-12', est_end: '2026-03-12' });
  });

  it('names a drawn link in the API words', () => {
    expect(linkPayload({ source: 'a', target: 'b', type: 'e2e' })).toEqual({ predecessor_id: 'a', successor_id: 'b', kind: 'FF' });
  });
});
