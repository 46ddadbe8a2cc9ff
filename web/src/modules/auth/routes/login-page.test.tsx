import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { Probe, renderRoutes, testMe } from '@/test/render';
import LoginPage from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <Probe label="home" /> },
  { path: '/home/tareas', element: <Probe label="tareas" /> },
  { path: '/setup', element: <Probe label="setup" /> },
];

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'ana' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreto123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('login page', () => {
  it('shows the server message for wrong credentials', async () => {
    window.history.replaceState(null, '', '/app/login');
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const { calls } = stubFetch(() => json({ message: 'Usuario y/o contraseña incorrecta', code: 'auth.invalid_credentials' }, 401));
    renderRoutes(routes, { path: '/login' });
    fillAndSubmit();
    expect(await screen.findByText('Usuario y/o contraseña incorrecta')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/login', method: 'POST', body: { username: 'ana', password: 'secreto123' } });
  });

  it('shows the temporary-block detail of a suspended account', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    stubFetch(() => json({ message: 'Cuenta suspendida', code: 'auth.company_blocked', detail: 'Bloqueo temporal hasta regularizar el pago.' }, 403));
    renderRoutes(routes, { path: '/login' });
    fillAndSubmit();
    expect(await screen.findByText('Cuenta suspendida')).toBeInTheDocument();
    expect(screen.getByText('Bloqueo temporal hasta regularizar el pago.')).toBeInTheDocument();
  });

  it('shows the detail of a refusal without projects', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    stubFetch(() => json({ message: 'Sin proyectos', code: 'auth.no_projects', detail: 'Pide a tu administrador que te asigne uno.' }, 403));
    renderRoutes(routes, { path: '/login' });
    fillAndSubmit();
    expect(await screen.findByText('Sin proyectos')).toBeInTheDocument();
    expect(screen.getByText('Pide a tu administrador que te asigne uno.')).toBeInTheDocument();
  });

  it('sends an administrator whose company has not finished setup to the welcome setup', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const me = testMe();
    stubFetch(() => json({ data: { ...me, company: { ...me.company, setup_completed: false } } }));
    renderRoutes(routes, { path: '/login?next=%2Fhome%2Ftareas' });
    fillAndSubmit();
    expect(await screen.findByTestId('probe')).toHaveTextContent('setup');
  });

  it('signs in and goes to the requested page', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    stubFetch(() => json({ data: testMe() }));
    const { queryClient } = renderRoutes(routes, { path: '/login?next=%2Fhome%2Ftareas' });
    fillAndSubmit();
    expect(await screen.findByTestId('probe')).toHaveTextContent('tareas');
    expect(queryClient.getQueryData(['me'])).toMatchObject({ user: { username: 'ana' } });
  });

  it('validates required fields before calling the server', async () => {
    const { fetchMock } = stubFetch();
    renderRoutes(routes, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
