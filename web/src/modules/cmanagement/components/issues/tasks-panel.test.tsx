import { IconTicket } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import CmanagementModule from '../../routes/cmanagement-module';
import { form, MANAGER, page, task, ticket } from '../../test/fixtures';
import '../../test/jsdom-gaps';

function respond(call: RecordedCall): Response {
  const path = call.url.split('?')[0];
  if (call.method === 'PUT' && path === '/api/cmanagement/tickets/t1/tasks/k1') return json({ data: task({ ...(call.body as object), version: 2 }) });
  if (call.method === 'POST' && path === '/api/cmanagement/tickets/t1/tasks/template') return json({ data: [task({ id: 'k2' }), task({ id: 'k3' })] });
  if (call.method !== 'GET') return json({ message: 'unexpected' }, 500);
  if (path === '/api/cmanagement/form') return json({ data: form });
  if (path === '/api/cmanagement/tickets/t1') return json({ data: ticket() });
  if (path === '/api/cmanagement/tickets/t1/tasks') return json({ data: [task(), task({ id: 'k4', title: 'Cerrar reclamo', checklist: [], assignee: null, status: 'done' })] });
  return json(page([]));
}

function renderTasks(path = '/cmanagement/tickets/t1/issues') {
  const stub = stubFetch(respond);
  const view = renderRoutes([{ path: '/cmanagement/*', element: <CmanagementModule module="cmanagement" icon={IconTicket} access="granted" activation={null} /> }], {
    path,
    me: testMe({ permissions: MANAGER }),
  });
  return { ...stub, ...view };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('ticket tasks (issues tab)', () => {
  it('lists the tasks with status, assignee and checklist progress, and opens one from the URL', async () => {
    const { router } = renderTasks();
    const table = await screen.findByTestId('tasks-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Revisar sifón', 'Por hacer', 'Carolina Vergara', '10/03/2026', '1/2'],
      ['Cerrar reclamo', 'Hecha', 'Sin asignar', '10/03/2026', '—'],
    ]);
    fireEvent.click(within(table).getByRole('link', { name: 'Revisar sifón' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cmanagement/tickets/t1/issues/k1'));
    expect(await screen.findByTestId('task-detail')).toBeInTheDocument();
  });

  it('ticks a checklist item at once, with the version read', async () => {
    const { calls } = renderTasks('/cmanagement/tickets/t1/issues/k1');
    const checklist = await screen.findByTestId('task-checklist');
    fireEvent.click(within(checklist).getByRole('checkbox', { name: 'Cambiar sello' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 1,
      checklist: [
        { text: 'Cerrar llave', done: true },
        { text: 'Cambiar sello', done: true },
      ],
    });
  });

  it('applies a task template', async () => {
    const { calls } = renderTasks();
    await screen.findByTestId('tasks-table');
    fireEvent.click(screen.getByRole('combobox', { name: 'Plantilla de tareas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Revisión de filtración' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar plantilla' }));
    expect(await screen.findByText('Se agregaron 2 tareas de la plantilla.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/cmanagement/tickets/t1/tasks/template')?.body).toEqual({ template_id: 'tpl1' });
  });
});
