import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Category, CustomField } from '../api/cmanagement/types';
import ConfigModule from './config-module';

const category: Category = { id: 'cat-1', name: 'Postventa', description: null, active: true, fields_count: 2, tickets_count: 4, version: 1 };
const field = (over: Partial<CustomField>): CustomField => ({
  id: 'f1', kind: 'text', name: 'Recinto', description: null, options: [], multiple: false, required: false, active: true,
  category_id: 'cat-1', position: 0, version: 3, ...over,
});
const fifty = Array.from({ length: 50 }, (_, index) => `Opción ${index + 1}`);
const fields = [field({}), field({ id: 'f2', kind: 'select', name: 'Tipo de falla', options: fifty, active: false })];
const page = (data: unknown[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 50, has_more: false });
const ACTIVE_LIMIT = 'Postventa ya tiene el máximo de 20 campos activos.';

type Responder = (call: RecordedCall) => Response | undefined;

function renderFields(override: Responder = () => undefined) {
  const stub = stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/config/cmanagement/categories')) return page([category]);
    if (call.url.startsWith('/api/config/cmanagement/custom-fields')) return page(fields);
    if (call.url.startsWith('/api/cmanagement/form')) return json({ data: { fields: [...fields, field({ id: 'g1', category_id: null })], max_active_fields: 20 } });
    return json({ message: 'unexpected' }, 500);
  });
  const me = testMe({ permissions: ['cmanagement.config'] });
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/cmanagement/custom-fields?category=cat-1', me }) };
}

async function openNewField() {
  fireEvent.click(await screen.findByTestId('new-field'));
  return screen.findByTestId('custom-field-form');
}

async function chooseKind(form: HTMLElement, kind: string) {
  fireEvent.click(within(form).getByRole('combobox', { name: 'Tipo' }));
  fireEvent.click(await screen.findByRole('option', { name: kind }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('custom fields (/config/cmanagement/custom-fields)', { timeout: 20_000 }, () => {
  it("lists the URL's category fields and how many of the allowed are active", async () => {
    const { calls } = renderFields();
    const table = await screen.findByTestId('custom-fields-table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Tipo de falla')).toBeInTheDocument();
    expect(within(table).getByText('Selección')).toBeInTheDocument();
    expect(within(table).getByText('Retirado')).toBeInTheDocument();
    expect(within(table).getByText('50 opciones')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/config/cmanagement/custom-fields'))?.url).toContain('category_id=cat-1');
    // Only the category's active field counts (not the general one, not the retired one).
    expect(await screen.findByTestId('active-fields-count')).toHaveTextContent('1 / 20 activos');
    expect(screen.getByRole('combobox', { name: 'Campos de' })).toHaveValue('Postventa');
  });

  it('offers the options editor only for the select kinds', async () => {
    renderFields();
    const form = await openNewField();
    expect(within(form).queryByTestId('field-options')).not.toBeInTheDocument();
    await chooseKind(form, 'Selección múltiple');
    expect(await within(form).findByTestId('field-options')).toBeInTheDocument();
    await chooseKind(form, 'Usuario');
    await waitFor(() => expect(within(form).queryByTestId('field-options')).not.toBeInTheDocument());
    expect(within(form).getByRole('switch', { name: /Permitir varios usuarios/ })).toBeInTheDocument();
  });

  it('refuses a repeated option and a 51st one', async () => {
    renderFields();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar «Tipo de falla»' }));
    const form = await screen.findByTestId('custom-field-form');
    const editor = within(form).getByTestId('field-options');
    expect(within(editor).getByTestId('field-options-count')).toHaveTextContent('50/50: llegaste al máximo.');
    expect(within(editor).getByRole('textbox', { name: 'Nueva opción' })).toBeDisabled();
    expect(within(editor).getByRole('button', { name: 'Agregar' })).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: 'Tipo' })).toBeDisabled();

    fireEvent.click(within(editor).getByRole('button', { name: 'Quitar Opción 50' }));
    const input = within(editor).getByRole('textbox', { name: 'Nueva opción' });
    fireEvent.change(input, { target: { value: ' opción 7 ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Agregar' }));
    expect(await within(editor).findByText('«opción 7» ya está en la lista.')).toBeInTheDocument();
    expect(within(editor).getByTestId('field-options-count')).toHaveTextContent('49/50');
  });

  it("shows the server's active-field limit under the switch", async () => {
    const { calls } = renderFields((call) =>
      call.method === 'POST' ? json({ message: 'Revisa los datos', code: 'validation', errors: { active: [ACTIVE_LIMIT] } }, 422) : undefined,
    );
    const form = await openNewField();
    await chooseKind(form, 'Selección');
    fireEvent.change(within(form).getByRole('textbox', { name: /Nombre del campo/ }), { target: { value: 'Severidad' } });
    const editor = within(form).getByTestId('field-options');
    for (const option of ['Leve', 'Grave']) {
      fireEvent.change(within(editor).getByRole('textbox', { name: 'Nueva opción' }), { target: { value: option } });
      fireEvent.keyDown(within(editor).getByRole('textbox', { name: 'Nueva opción' }), { key: 'Enter' });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Crear campo' }));
    expect(await within(form).findByText(ACTIVE_LIMIT)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'select', name: 'Severidad', description: null, options: ['Leve', 'Grave'], multiple: false, required: false, active: true, category_id: 'cat-1',
    });
  });

  it('offers to retire a field that tickets already used instead of deleting it', async () => {
    const { calls } = renderFields((call) =>
      call.method === 'DELETE' ? json({ message: 'No se puede eliminar', errors: { field: ['El campo tiene valores en 8 tickets: retíralo.'] } }, 422) : call.method === 'PUT' ? json({ data: field({ active: false }) }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar «Recinto»' }));
    fireEvent.click(await screen.findByTestId('confirm-delete-field'));
    expect(await screen.findByTestId('field-in-use')).toHaveTextContent('El campo tiene valores en 8 tickets: retíralo.');
    fireEvent.click(screen.getByTestId('retire-field'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/config/cmanagement/custom-fields/f1',
      body: { version: 3, name: 'Recinto', description: null, options: [], multiple: false, required: false, active: false, category_id: 'cat-1' },
    });
  });
});
