import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { json } from '@/test/fetch-stub';
import { testMe } from '@/test/render';
import { qualityKeys } from '../api/keys';
import { stubServer } from '../test/server';
import { preloadRoute } from './pages';

// The pages' code is another test's business: the start-up only needs their chunks to load.
vi.mock('./gantt-page', () => ({ GanttPage: () => null }));
vi.mock('../components/gantt/load-chart', () => ({ loadChart: () => Promise.resolve() }));

const schedule = { tasks: [], links: [], has_critical_path: false, has_baselines: false, total: 0 };

describe('quality preloadRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the active project’s schedule as soon as the session names it, beside the Gantt’s code', async () => {
    const calls = stubServer((call) => (call.path === '/api/quality/gantt' ? json({ data: schedule }) : undefined));
    const queryClient = createQueryClient();
    await preloadRoute('gantt', { queryClient, session: Promise.resolve(testMe({ active_project_id: 'p1' })) });
    await vi.waitFor(() => expect(queryClient.getQueryData(qualityKeys.gantt('p1'))).toEqual(schedule));
    expect(calls.map((call) => `${call.path}?${call.query.toString()}`)).toEqual(['/api/quality/gantt?projectId=p1']);
  });

  it('asks for nothing without a session or an active project, nor for another view', async () => {
    const calls = stubServer(() => json({ data: schedule }));
    const queryClient = createQueryClient();
    await preloadRoute('gantt', { queryClient, session: Promise.resolve(null) });
    await preloadRoute('construction-progress/gantt', { queryClient, session: Promise.resolve(testMe({ active_project_id: null })) });
    await preloadRoute('landing', { queryClient, session: Promise.resolve(testMe({ active_project_id: 'p1' })) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
