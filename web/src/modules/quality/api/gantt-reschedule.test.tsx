import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { json } from '@/test/fetch-stub';
import { useGantt, type GanttData } from './gantt-get';
import { useRescheduleActivity } from './gantt-reschedule';

const task = (version: number) => ({
  id: 'a',
  parent: null,
  code: '1',
  text: 'Fundaciones',
  start: '2026-03-02',
  end: '2026-03-06',
  progress: 0,
  type: 'task',
  base_start: null,
  base_end: null,
  actual_start: null,
  actual_end: null,
  critical: false,
  late: false,
  lazy: false,
  version,
});

/** The server: the Gantt answers the version it holds; the reschedule answers `status`. */
function stubServer(status: number) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  let version = 7;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      requests.push({ method: request.method, path, body: request.method === 'GET' ? undefined : ((await request.clone().json()) as unknown) });
      if (path === '/api/quality/gantt') return json({ data: { tasks: [task(version)], links: [], critical_path: true, has_baselines: false, total: 1 } satisfies GanttData });
      if (status !== 200) return json({ message: 'Otro usuario modificó este registro.', code: 'conflict', errors: {} }, status);
      version += 1;
      return json({ data: { id: 'a' } });
    }),
  );
  return requests;
}

function renderGanttAndReschedule() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => ({ gantt: useGantt('proj-1'), reschedule: useRescheduleActivity('proj-1') }), { wrapper });
}

const notifyError = vi.fn();
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  configureApi({ notifyError, activeProjectId: () => 'proj-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rescheduling from the Gantt', () => {
  it('posts the new days with the version, then reloads the schedule with the new version', async () => {
    const requests = stubServer(200);
    const { result } = renderGanttAndReschedule();
    await waitFor(() => expect(result.current.gantt.data?.tasks[0]?.version).toBe(7));
    act(() => result.current.reschedule.mutate({ id: 'a', body: { est_start: '2026-03-04', est_end: '2026-03-08', version: 7, push_successors: true } }));
    await waitFor(() => expect(result.current.gantt.data?.tasks[0]?.version).toBe(8));
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/quality/activities/a/reschedule',
      body: { est_start: '2026-03-04', est_end: '2026-03-08', version: 7, push_successors: true },
    });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on a refusal shows the server message and reloads, so the bar goes back where the server has it', async () => {
    const requests = stubServer(409);
    const { result } = renderGanttAndReschedule();
    await waitFor(() => expect(result.current.gantt.isSuccess).toBe(true));
    act(() => result.current.reschedule.mutate({ id: 'a', body: { est_start: '2026-03-04', est_end: '2026-03-08', version: 6, push_successors: false } }));
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/quality/gantt')).toHaveLength(2));
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ status: 409, message: 'Otro usuario modificó este registro.' }));
    expect(result.current.reschedule.isError).toBe(true);
  });
});
