import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../../test/jsdom-gaps';
import { EDITOR, owner } from '../../test/fixtures';
import { OwnersForm } from './owners-form';

type Responder = (call: RecordedCall) => Response | undefined;

function renderForm(respond: Responder = () => undefined) {
  const stub = stubFetch((call) => respond(call) ?? json({ data: [owner()] }));
  renderRoutes([{ path: '/', element: <OwnersForm unitId="u-101" owners={[owner()]} readOnly={false} /> }], { me: testMe({ permissions: EDITOR }) });
  return stub;
}

const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const cards = () => screen.getAllByTestId('owner-card');
const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');

function addReceiver(firstName: string, lastName: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Agregar receptor' }));
  const card = cards().at(-1)!;
  fireEvent.change(within(card).getByRole('textbox', { name: label('Nombre') }), { target: { value: firstName } });
  fireEvent.change(within(card).getByRole('textbox', { name: label('Apellido') }), { target: { value: lastName } });
  return card;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('the owners form', () => {
  it('asks a receiver for its type before sending anything', async () => {
    const { calls } = renderForm();
    const card = addReceiver('Pedro', 'Soto');
    expect(card).toHaveAttribute('data-role', 'receiver');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar propietarios' }));
    expect(await within(card).findByText('Elige el tipo de receptor.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('sends the whole list, without ids and with empty texts as null', async () => {
    const { calls } = renderForm();
    const card = addReceiver('Pedro', 'Soto');
    fireEvent.click(within(card).getByRole('combobox', { name: label('Tipo de receptor') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Arrendatario' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar propietarios' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.url).toBe('/api/warranties/units/u-101/owners');
    expect(puts(calls)[0]?.body).toEqual({
      owners: [
        { first_name: 'Juana', last_name: 'Rojas', email: 'juana@correo.cl', phone: null, tax_id: '12.345.678-5', role: 'owner', receiver_type: null },
        { first_name: 'Pedro', last_name: 'Soto', email: null, phone: null, tax_id: null, role: 'receiver', receiver_type: 'tenant' },
      ],
    });
  });

  it('puts each `owners.N.field` refusal of the server under that person’s input', async () => {
    renderForm((call) =>
      call.method === 'PUT'
        ? json({ message: 'Revisa los datos', code: 'validation', errors: { 'owners.1.tax_id': ['El RUT no es válido.'], 'owners.0.phone': ['El teléfono no es válido.'] } }, 422)
        : undefined,
    );
    const card = addReceiver('Pedro', 'Soto');
    fireEvent.change(within(card).getByRole('textbox', { name: 'RUT' }), { target: { value: '1-1' } });
    fireEvent.click(within(card).getByRole('combobox', { name: label('Tipo de receptor') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Familiar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar propietarios' }));
    const taxId = within(card).getByRole('textbox', { name: 'RUT' });
    await waitFor(() => expect(taxId).toHaveAttribute('aria-invalid', 'true'));
    expect(taxId).toHaveAccessibleDescription('El RUT no es válido.');
    const phone = within(cards()[0]!).getByRole('textbox', { name: 'Teléfono' });
    expect(phone).toHaveAccessibleDescription('El teléfono no es válido.');
    expect(within(cards()[0]!).getByRole('textbox', { name: 'RUT' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a person from the list', () => {
    renderForm();
    addReceiver('Pedro', 'Soto');
    expect(cards()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar a Pedro Soto' }));
    expect(cards()).toHaveLength(1);
  });
});
