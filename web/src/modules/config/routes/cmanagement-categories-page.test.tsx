import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Category } from '../api/cmanagement/types';
import ConfigModule from './config-module';

const postventa: Category = { id: 'cat-1', name: 'Postventa', description: 'Reclamos de propietarios', active: true, fields_count: 3, tickets_count: 12, version: 2 };
const page = (data: unknown[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 20, has_more: false });
const admin = testMe({ permissions: ['cmanagement.config'] });
const IN_USE = 'La categoría tiene 12 tickets: desactívala en lugar de eliminarla.';

function respond(call: RecordedCall): Response {
  if (call.method === 'GET' && call.url.startsWith('/api/config/cmanagement/categories')) return page([postventa]);
  if (call.method === 'DELETE') return json({ message: 'No se puede eliminar', code: 'cmanagement.category_in_use', errors: { category: [IN_USE] } }, 422);
  if (call.method === 'PUT') return json({ data: { ...postventa, active: false, version: 3 } });
  if (call.method === 'POST') return json({ message: 'Revisa los datos', code: 'validation', errors: { name: ['Ya existe una categoría con ese nombre.'] } }, 422);
  return json({ message: 'unexpected' }, 500);
}

function renderCategories(me = admin) {
  const stub = stubFetch(respond);
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/cmanagement/categories', me }) };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('ticket categories (/config/cmanagement/categories)', { timeout: 20_000 }, () => {
  it('lists the categories with their counts and links each to its fields', async () => {
    renderCategories();
    // The first test also waits for the page's lazy chunk.
    const table = await screen.findByTestId('categories-table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Postventa')).toBeInTheDocument();
    expect(within(table).getByText('Reclamos de propietarios')).toBeInTheDocument();
    expect(within(table).getByText('Activa')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Campos de la categoría Postventa' })).toHaveAttribute('href', '/config/cmanagement/custom-fields?category=cat-1');
  });

  it("shows the server's reason when a category in use cannot be deleted, and deactivates it instead", async () => {
    const { calls } = renderCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar «Postventa»' }));
    fireEvent.click(await screen.findByTestId('confirm-delete-category'));
    const explanation = await screen.findByTestId('category-in-use');
    expect(explanation).toHaveTextContent(IN_USE);
    expect(explanation).toHaveTextContent('Puedes desactivarla');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/config/cmanagement/categories/cat-1');

    fireEvent.click(screen.getByTestId('deactivate-category'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/config/cmanagement/categories/cat-1');
    expect(put?.body).toEqual({ version: 2, name: 'Postventa', description: 'Reclamos de propietarios', active: false });
    expect(await screen.findByText('Se desactivó la categoría «Postventa».')).toBeInTheDocument();
  });

  it('requires a name before sending and shows the server refusal under it', async () => {
    const { calls } = renderCategories();
    fireEvent.click(await screen.findByTestId('new-category'));
    const form = await screen.findByTestId('category-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Crear categoría' }));
    expect(await within(form).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /Nombre de la categoría/ }), { target: { value: ' Postventa ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Descripción' }), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear categoría' }));
    expect(await within(form).findByText('Ya existe una categoría con ese nombre.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Postventa', description: null, active: true });
  });

  it('is closed without cmanagement.config, and its section leaves the navigation', async () => {
    renderCategories(testMe({ permissions: ['config.positions.manage'] }));
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByTestId('config-nav-cmanagement')).not.toBeInTheDocument();
  });
});
