import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { Probe, renderRoutes, testMe } from '@/test/render';
import type { ScheduleEntry, Task } from '../../api/types';
import { SchedulePage } from '../../routes/schedule-page';

const task: ScheduleEntry = {
  kind: 'task', id: 'task-1', ticket_id: 'tk-12', ticket_number: 12, title: 'Revisar losa', date: '2026-03-12',
  status: 'pending', priority: 'high', assignee: { id: 'u1', name: 'Ana Pérez' },
};
const ticket: ScheduleEntry = {
  kind: 'ticket', id: 'tk-7', ticket_id: 'tk-7', ticket_number: 7, title: 'Filtración en baño', date: '2026-03-20',
  status: 'postponed', priority: 'urgent', assignee: { id: 'u9', name: 'Rodrigo Paredes' },
};
const taskRow = (version: number) => ({ id: 'task-1', ticket_id: 'tk-12', title: 'Revisar losa', version }) as Task;

type Responder = (call: RecordedCall, url: URL) => Response | Promise<Response> | undefined;

function renderSchedule(override: Responder = () => undefined, path = '/cmanagement/schedule?view=month&date=2026-03-10') {
  // The server's state: what a successful move changes, and what the reload after it answers.
  const server = { task: task.date, ticket: ticket.date };
  const stub = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = override(call, url);
    if (answer) return answer;
    if (url.pathname === '/api/cmanagement/schedule') return json({ data: [{ ...task, date: server.task }, { ...ticket, date: server.ticket }] });
    if (url.pathname === '/api/cmanagement/tickets/tk-12/tasks') return json({ data: [taskRow(4)] });
    if (call.method === 'PUT') {
      server.task = (call.body as { due_date: string }).due_date;
      return json({ data: taskRow(5) });
    }
    if (call.method === 'POST') {
      server.ticket = (call.body as { until: string }).until;
      return json({ data: { id: 'tk-7' } });
    }
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes(
    [
      { path: '/cmanagement/schedule', element: <SchedulePage /> },
      { path: '/cmanagement/tickets/*', element: <Probe label="ticket" /> },
    ],
    { path, me: testMe({ permissions: ['cmanagement-access', 'cmanagement.tickets.manage'] }) },
  );
  return { ...stub, ...view };
}

const day = (date: string) => {
  const cell = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
};

/** A stand-in for the browser's DataTransfer (jsdom has none), shared by the events of one drag. */
function dataTransfer() {
  const store = new Map<string, string>();
  return {
    setData: (type: string, value: string) => store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    get types() {
      return [...store.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

function drag(chip: HTMLElement, target: HTMLElement) {
  const transfer = dataTransfer();
  fireEvent.dragStart(chip, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent.drop(target, { dataTransfer: transfer });
}

const taskChip = () => screen.findByRole('link', { name: 'Tarea «Revisar losa» #12' });
const ticketChip = () => screen.findByRole('link', { name: 'Ticket pospuesto «Filtración en baño» #7' });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  // Toasts live in a global store: start each test without the previous one's.
  notifications.clean();
  // "Today" is 10 March 2026 for the highlight and the postpone rule.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 9, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('agenda (/cmanagement/schedule)', () => {
  it('shows the month from Monday to Sunday with each entry on its day', async () => {
    const { calls } = renderSchedule();
    await taskChip();
    expect(within(day('2026-03-12')).getByRole('link', { name: 'Tarea «Revisar losa» #12' })).toHaveAttribute('href', '/cmanagement/tickets/tk-12/issues/task-1');
    expect(within(day('2026-03-20')).getByRole('link', { name: 'Ticket pospuesto «Filtración en baño» #7' })).toHaveAttribute('href', '/cmanagement/tickets/tk-7/general');
    expect(within(day('2026-03-11')).queryAllByTestId('schedule-chip')).toHaveLength(0);
    expect(screen.getAllByTestId('schedule-day')).toHaveLength(42);
    expect(day('2026-03-10')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByTestId('schedule-title')).toHaveTextContent('marzo de 2026');
    expect(calls.find((call) => call.url.startsWith('/api/cmanagement/schedule'))?.url).toBe('/api/cmanagement/schedule?from=2026-02-23&to=2026-04-05');
  });

  it('opens the task when its chip is clicked', async () => {
    const { router } = renderSchedule();
    fireEvent.click(await taskChip());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cmanagement/tickets/tk-12/issues/task-1'));
  });

  it('keeps the period and the view in the URL and loads the period shown', async () => {
    const { calls, router } = renderSchedule();
    await taskChip();
    fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=month&date=2026-04-01'));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('from=2026-03-30&to=2026-05-03'));

    fireEvent.click(screen.getByRole('radio', { name: 'Semana' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-04-01'));
    expect(await screen.findByTestId('schedule-grid')).toHaveAttribute('data-view', 'week');
    expect(screen.getAllByTestId('schedule-day').map((cell) => cell.dataset.date)).toEqual([
      '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-03-10'));
  });

  it('moves a dropped task to its new due date with the version it reads first', async () => {
    const { calls } = renderSchedule();
    drag(await taskChip(), day('2026-03-16'));
    expect(await within(day('2026-03-16')).findByRole('link', { name: 'Tarea «Revisar losa» #12' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/cmanagement/tickets/tk-12/tasks/task-1');
    expect(put?.body).toEqual({ version: 4, due_date: '2026-03-16' });
    expect(await screen.findByText('La tarea «Revisar losa» del ticket #12 ahora vence el 16 de marzo.')).toBeInTheDocument();
  });

  it('reads the version again and retries once when the task changed meanwhile', async () => {
    let version = 4;
    const { calls } = renderSchedule((call, url) => {
      if (url.pathname === '/api/cmanagement/tickets/tk-12/tasks') return json({ data: [taskRow(version)] });
      if (call.method !== 'PUT') return undefined;
      if ((call.body as { version: number }).version === 4) {
        version = 6;
        return json({ message: 'La tarea cambió', code: 'stale' }, 409);
      }
      return json({ data: taskRow(7) });
    });
    drag(await taskChip(), day('2026-03-16'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { version: 4, due_date: '2026-03-16' },
      { version: 6, due_date: '2026-03-16' },
    ]);
    expect(await screen.findByText('La tarea «Revisar losa» del ticket #12 ahora vence el 16 de marzo.')).toBeInTheDocument();
  });

  it('puts the task back and shows the server refusal when the move fails', async () => {
    let loads = 0;
    renderSchedule((call, url) => {
      // Reloads after the failure never answer: only the rollback can put the chip back.
      if (url.pathname === '/api/cmanagement/schedule' && ++loads > 1) return new Promise<Response>(() => undefined);
      if (call.method === 'PUT') return json({ message: 'Revisa los datos', code: 'validation', errors: { due_date: ['La tarea ya está terminada.'] } }, 422);
      return undefined;
    });
    drag(await taskChip(), day('2026-03-16'));
    expect(await screen.findByText('La tarea ya está terminada.')).toBeInTheDocument();
    await waitFor(() => expect(within(day('2026-03-12')).getByRole('link', { name: 'Tarea «Revisar losa» #12' })).toBeInTheDocument());
    expect(within(day('2026-03-16')).queryAllByTestId('schedule-chip')).toHaveLength(0);
  });

  it('postpones a dropped ticket until the new day', async () => {
    const { calls } = renderSchedule();
    drag(await ticketChip(), day('2026-03-25'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/cmanagement/tickets/tk-7/actions');
    expect(post?.body).toEqual({ action: 'postpone', until: '2026-03-25' });
    expect(await within(day('2026-03-25')).findByRole('link', { name: /Filtración en baño/ })).toBeInTheDocument();
  });

  it('refuses to postpone a ticket until today or earlier, without asking the server', async () => {
    const { calls } = renderSchedule();
    drag(await ticketChip(), day('2026-03-10'));
    expect(await screen.findByText('Un ticket solo se puede posponer hasta un día posterior a hoy.')).toBeInTheDocument();
    expect(within(day('2026-03-20')).getByRole('link', { name: /Filtración en baño/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('filters to my entries and to one kind, saying when nothing is left', async () => {
    const { router } = renderSchedule();
    await taskChip();
    fireEvent.click(screen.getByRole('switch', { name: 'Solo lo mío' }));
    await waitFor(() => expect(router.state.location.search).toContain('mine=1'));
    expect(screen.queryByRole('link', { name: /Filtración en baño/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tarea «Revisar losa» #12' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Tickets' }));
    expect(await screen.findByTestId('schedule-empty')).toHaveTextContent('Ninguna entrada de este período coincide con los filtros elegidos.');
  });

  it('says when nothing is scheduled, and shows a load failure in place with a retry', async () => {
    let fail = true;
    renderSchedule((_call, url) => {
      if (url.pathname !== '/api/cmanagement/schedule') return undefined;
      return fail ? json({ message: 'Ha ocurrido un error' }, 500) : json({ data: [] });
    });
    const error = await screen.findByTestId('schedule-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('schedule-empty')).toHaveTextContent('No hay tareas que venzan ni tickets pospuestos en este período.');
  });
});
