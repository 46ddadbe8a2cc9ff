import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { Probe, renderRoutes, testMe } from '@/test/render';
import { form, MANAGER, ticket } from '../../test/fixtures';
import '../../test/jsdom-gaps';
import { CreateTicketDrawer } from './create-ticket-drawer';

const invalid = {
  message: 'Revisa los datos del ticket',
  code: 'validation',
  errors: { 'custom_values.f-num': ['Debe ser un número mayor que cero'], subject: ['Ya existe un ticket abierto con ese asunto'] },
};

function renderForm(respond: (call: RecordedCall) => Response = () => json(invalid, 422)) {
  const stub = stubFetch(respond);
  const view = renderRoutes(
    [
      { path: '/', element: <CreateTicketDrawer opened onClose={() => undefined} options={form} /> },
      { path: '/cmanagement/tickets/:id/general', element: <Probe label="detail" /> },
    ],
    { me: testMe({ permissions: MANAGER }) },
  );
  return { ...stub, ...view };
}

/** Each custom field's input: which field, which element and type, and whether it opens a list of choices. */
const inputs = (scope: HTMLElement) =>
  [...scope.querySelectorAll<HTMLInputElement>('[data-field-id]')].map((input) => [
    input.getAttribute('data-field-id'),
    `${input.tagName.toLowerCase()}:${input.type}`,
    input.getAttribute('aria-haspopup') === 'listbox' ? 'choices' : input.inputMode || null,
  ]);

const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

async function choose(scope: HTMLElement, name: string, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name: label(name) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('new ticket form', () => {
  it('renders the general custom fields by kind, required ones marked, and the category’s once chosen', async () => {
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    const section = within(dialog).getByTestId('ticket-custom-fields');
    expect(inputs(section)).toEqual([
      ['f-text', 'input:text', null],
      ['f-long', 'textarea:textarea', null],
      ['f-num', 'input:text', 'decimal'],
      ['f-date', 'input:date', null],
      ['f-select', 'input:text', 'choices'],
      ['f-multi', 'input:text', 'choices'],
      ['f-check', 'input:checkbox', null],
      ['f-users', 'input:text', 'choices'],
    ]);
    // Required: the asterisk; the retired field and another category's are not offered.
    expect(within(section).getByLabelText(/^Recinto/)).toBeRequired();
    expect(within(section).getByLabelText('Observaciones')).not.toBeRequired();
    expect(within(section).queryByText(/Código antiguo/)).not.toBeInTheDocument();
    expect(within(section).queryByText('Gasfíter')).not.toBeInTheDocument();
    await choose(section, 'Piso', '2');
    await choose(section, 'Técnicos', 'Bruno Soto');

    await choose(dialog, 'Categoría', 'Gasfitería');
    expect(await within(section).findByText('Gasfíter')).toBeInTheDocument();
    expect(inputs(section).at(-1)).toEqual(['f-plumb', 'input:text', 'choices']);
    // The applicant defaults to me.
    expect(within(dialog).getByRole('combobox', { name: label('Solicitante') })).toHaveValue('Ana Pérez');
  });

  it('checks required fields before sending', async () => {
    const { calls } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear ticket' }));
    expect(await within(dialog).findAllByText('Este campo es obligatorio.')).toHaveLength(3); // subject, origin, Recinto
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the values and shows each server field error under its input', async () => {
    const { calls } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    fireEvent.change(within(dialog).getByLabelText(label('Asunto')), { target: { value: ' Puerta descuadrada ' } });
    await choose(dialog, 'Origen', 'Correo electrónico');
    const section = within(dialog).getByTestId('ticket-custom-fields');
    fireEvent.change(within(section).getByLabelText(label('Recinto')), { target: { value: 'Dormitorio 2' } });
    fireEvent.change(within(section).getByLabelText('Metros afectados'), { target: { value: '-3' } });
    fireEvent.click(within(section).getByLabelText('Requiere visita'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear ticket' }));

    const error = await within(section).findByText('Debe ser un número mayor que cero');
    // Under the number field, not anywhere else.
    expect(error.closest('.mantine-InputWrapper-root')?.querySelector('[data-field-id]')).toHaveAttribute('data-field-id', 'f-num');
    expect(within(dialog).getByText('Ya existe un ticket abierto con ese asunto')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/cmanagement/tickets');
    expect(post?.body).toEqual({
      projectId: 'proj-1',
      subject: 'Puerta descuadrada',
      description: null,
      priority: 'medium',
      origin: 'email',
      category_id: null,
      responsible_id: null,
      applicant_id: 'u1',
      cc_ids: [],
      custom_values: { 'f-text': 'Dormitorio 2', 'f-num': -3, 'f-check': true },
    });
  });

  it('opens the new ticket once created', async () => {
    const { router } = renderForm((call) => (call.method === 'POST' ? json({ data: ticket({ id: 't77', number: 77 }) }, 201) : json({}, 500)));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    fireEvent.change(within(dialog).getByLabelText(label('Asunto')), { target: { value: 'Grieta en muro' } });
    await choose(dialog, 'Origen', 'Llamada');
    fireEvent.change(within(dialog).getByLabelText(label('Recinto')), { target: { value: 'Living' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cmanagement/tickets/t77/general'));
    expect(await screen.findByText('Se creó el ticket #77.')).toBeInTheDocument();
  });
});
