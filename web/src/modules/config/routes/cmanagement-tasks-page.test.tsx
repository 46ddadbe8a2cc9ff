import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { TaskTemplate } from '../api/cmanagement/types';
import ConfigModule from './config-module';

const template: TaskTemplate = {
  id: 'tpl-1', name: 'Reparación de humedad', description: null, active: true, version: 5,
  tasks: [
    { title: 'Inspeccionar', description: null, due_in_days: 2, checklist: ['Fotos'] },
    { title: 'Reparar', description: 'Con impermeabilizante', due_in_days: null, checklist: [] },
  ],
};
const page = (data: unknown[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 20, has_more: false });

function renderTemplates(override: (call: RecordedCall) => Response | undefined = () => undefined) {
  const stub = stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.startsWith('/api/config/cmanagement/task-templates')) return page([template]);
    if (call.method === 'POST' || call.method === 'PUT') return json({ data: { ...template, name: (call.body as { name: string }).name } });
    return json({ message: 'unexpected' }, 500);
  });
  const me = testMe({ permissions: ['cmanagement.config'] });
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/cmanagement/tasks', me }) };
}

const taskCard = (form: HTMLElement, position: number) => within(form).getAllByTestId('template-task')[position - 1]!;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('task templates (/config/cmanagement/tasks)', { timeout: 20_000 }, () => {
  it('lists the templates with how many tasks each adds', async () => {
    renderTemplates();
    const table = await screen.findByTestId('templates-table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Reparación de humedad')).toBeInTheDocument();
    expect(within(table).getByText('2')).toBeInTheDocument();
    expect(within(table).getByText('Activa')).toBeInTheDocument();
  });

  it('saves a new template with its tasks, due days and checklists', async () => {
    const { calls } = renderTemplates();
    fireEvent.click(await screen.findByTestId('new-template'));
    const form = await screen.findByTestId('template-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /Nombre de la plantilla/ }), { target: { value: ' Entrega de llaves ' } });

    // The first task is there already; a title is required before sending.
    fireEvent.click(within(form).getByRole('button', { name: 'Crear plantilla' }));
    expect(await within(taskCard(form, 1)).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const first = taskCard(form, 1);
    fireEvent.change(within(first).getByRole('textbox', { name: 'Título de la tarea 1' }), { target: { value: 'Revisar medidores' } });
    fireEvent.change(within(first).getByRole('textbox', { name: /Plazo en días/ }), { target: { value: '3' } });
    const checklist = within(first).getByTestId('template-task-1-checklist');
    for (const item of ['Luz', 'Agua']) {
      fireEvent.change(within(checklist).getByRole('textbox', { name: 'Nuevo elemento' }), { target: { value: item } });
      fireEvent.click(within(checklist).getByRole('button', { name: 'Agregar' }));
    }

    fireEvent.click(within(form).getByRole('button', { name: 'Agregar tarea' }));
    const second = await waitFor(() => taskCard(form, 2));
    fireEvent.change(within(second).getByRole('textbox', { name: 'Título de la tarea 2' }), { target: { value: 'Entregar llaves' } });
    fireEvent.change(within(second).getByRole('textbox', { name: 'Descripción de la tarea' }), { target: { value: 'Con acta firmada' } });
    // The second task goes first.
    fireEvent.click(within(second).getByRole('button', { name: 'Subir la tarea 2' }));

    fireEvent.click(within(form).getByRole('button', { name: 'Crear plantilla' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/config/cmanagement/task-templates');
    expect(post?.body).toEqual({
      name: 'Entrega de llaves',
      description: null,
      active: true,
      tasks: [
        { title: 'Entregar llaves', description: 'Con acta firmada', due_in_days: null, checklist: [] },
        { title: 'Revisar medidores', description: null, due_in_days: 3, checklist: ['Luz', 'Agua'] },
      ],
    });
    expect(await screen.findByText('Se creó la plantilla «Entrega de llaves».')).toBeInTheDocument();
  });

  it('edits with the version read and shows a task error from the server under that task', async () => {
    const { calls } = renderTemplates((call) =>
      call.method === 'PUT' ? json({ message: 'Revisa los datos', errors: { 'tasks.1.due_in_days': ['Debe estar entre 0 y 365.'] } }, 422) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Editar «Reparación de humedad»' }));
    const form = await screen.findByTestId('template-form');
    expect(within(form).getAllByTestId('template-task')).toHaveLength(2);
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(taskCard(form, 2)).findByText('Debe estar entre 0 y 365.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/config/cmanagement/task-templates/tpl-1');
    expect(put?.body).toEqual({ version: 5, name: 'Reparación de humedad', description: null, active: true, tasks: template.tasks });
  });

  it('deletes a template after confirming', async () => {
    const { calls } = renderTemplates((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar «Reparación de humedad»' }));
    fireEvent.click(await screen.findByTestId('confirm-delete-template'));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/config/cmanagement/task-templates/tpl-1'));
    expect(await screen.findByText('Se eliminó la plantilla «Reparación de humedad».')).toBeInTheDocument();
  });
});
