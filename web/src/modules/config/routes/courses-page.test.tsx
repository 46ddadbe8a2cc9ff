import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Assignment, Course } from '../api/course-types';
import ConfigModule from './config-module';

const course: Course = { id: 'c1', name: 'Trabajo en altura', description: 'Arnés y línea de vida', assigned: 1, version: 1, created_at: '2026-11-02T12:00:00Z' };
const assignment = (over: Partial<Assignment>): Assignment => ({
  id: 'a1',
  course: { id: 'c1', name: 'Trabajo en altura' },
  user: { id: 'u2', name: 'Rodrigo Paredes Lagos' },
  user_email: 'inspector@constructora-andes.cl',
  assigned_at: '2026-11-02T12:00:00Z',
  expiry_date: '2026-12-14',
  completed_at: null,
  extension_count: 0,
  unassigned_at: null,
  state: { stage: 'original', status: 'in_progress' },
  days_left: 9,
  version: 1,
  ...over,
});
const page = (data: unknown[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 20, has_more: false });
const manager = testMe({ permissions: ['config.courses.manage'] });

type Responder = (call: RecordedCall) => Response | undefined;

function renderCourses(rows: Assignment[], override: Responder = () => undefined, path = '/config/cursos') {
  const stub = stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/course-assignments')) return page(rows);
    if (call.url.startsWith('/api/courses')) return page([course]);
    if (call.url.startsWith('/api/holidays')) return json({ data: [] });
    if (call.url.startsWith('/api/users')) {
      return page([
        { id: 'u2', first_name: 'Rodrigo', last_name: 'Paredes Lagos', email: 'inspector@constructora-andes.cl' },
        { id: 'u3', first_name: 'Jorge', last_name: 'Sin Correo', email: null },
      ]);
    }
    return json({ message: 'unexpected' }, 500);
  });
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me: manager }) };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('courses (/config/cursos)', { timeout: 20_000 }, () => {
  it('shows each assignment with its stage and status, deadline and business days left', async () => {
    renderCourses([assignment({}), assignment({ id: 'a2', extension_count: 2, state: { stage: 'second_extension', status: 'expired' }, days_left: 0 })]);
    // The first test also waits for the page's lazy chunk.
    const table = await screen.findByTestId('assignments-table', {}, { timeout: 5000 });
    expect(await within(table).findByText('En curso')).toBeInTheDocument();
    expect(within(table).getByText('2.ª extensión · vencido')).toBeInTheDocument();
    expect(within(table).getAllByText('14/12/2026')).toHaveLength(2);
    expect(within(table).getByText('Quedan 9 días hábiles')).toBeInTheDocument();
  });

  it('keeps a third extension disabled, saying why', async () => {
    renderCourses([assignment({ extension_count: 2, state: { stage: 'second_extension', status: 'in_progress' } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Acciones del curso Trabajo en altura de Rodrigo Paredes Lagos' }));
    const extend = await screen.findByTestId('assignment-extend');
    expect(extend).toBeDisabled();
    expect(within(extend).getByText('Ya se usaron las 2 extensiones permitidas.')).toBeInTheDocument();
  });

  it('extends with the version read, showing the new deadline first', async () => {
    const { calls } = renderCourses([assignment({})], (call) =>
      call.method === 'POST' ? json({ data: assignment({ extension_count: 1, expiry_date: '2027-01-04', version: 2 }) }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Acciones del curso/ }));
    fireEvent.click(await screen.findByTestId('assignment-extend'));
    const dialog = await screen.findByTestId('extend-dialog');
    expect(await within(dialog).findByTestId('term-deadline')).toHaveTextContent(/^Nuevo plazo: \d\d\/\d\d\/\d{4}$/);
    expect(within(dialog).getByText('Quedan 2 de 2 extensiones.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('confirm-extend'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/course-assignments/a1/extend', body: { version: 1 } }));
  });

  it("says 'Error en la API' when the assignments cannot be loaded", async () => {
    renderCourses([], (call) => (call.url.startsWith('/api/course-assignments') ? json({ message: 'Ha ocurrido un error' }, 500) : undefined));
    expect(await screen.findByTestId('courses-api-error')).toHaveTextContent('Error en la API');
  });

  it('offers users without e-mail disabled in the assign dialog', async () => {
    renderCourses([]);
    fireEvent.click(await screen.findByTestId('assign-course'));
    const form = await screen.findByTestId('assign-form');
    fireEvent.click(within(form).getByPlaceholderText('Busca por nombre, usuario o correo'));
    expect(await screen.findByText('Sin correo: no puede recibir cursos')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Jorge Sin Correo/ })).toHaveAttribute('data-combobox-disabled', 'true');
  });

  it("says 'Error en la API de usuarios' when the users cannot be loaded", async () => {
    renderCourses([], (call) => (call.url.startsWith('/api/users') ? json({ message: 'Ha ocurrido un error' }, 500) : undefined));
    fireEvent.click(await screen.findByTestId('assign-course'));
    expect(await screen.findByTestId('course-users-error')).toHaveTextContent('Error en la API de usuarios');
  });
});
