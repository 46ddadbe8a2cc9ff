import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TicketCoreProvider } from '@/components/tickets/ticket-core';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { Probe, renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { requestTicketCore } from '../api/requests/ticket-core';
import { MANAGER, request, requestForm } from '../test/request-fixtures';
import CreateRequestPage from './create-request-page';

function renderCreate(answer: (call: RecordedCall) => Response | undefined = () => undefined, path = '/warranties/solicitud/crear') {
  const stub = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.startsWith('/api/warranties/requests/form')) return json({ data: requestForm });
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes(
    [
      { path: '/warranties/solicitud/crear', element: <TicketCoreProvider value={requestTicketCore}><CreateRequestPage /></TicketCoreProvider> },
      { path: '/warranties/solicitud/:id/*', element: <Probe label="request" /> },
    ],
    { path, me: testMe({ permissions: MANAGER }) },
  );
  return { ...stub, ...view };
}

async function pick(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('create a request (/warranties/solicitud/crear)', () => {
  it("offers the chosen unit's owners, naming the only one at once", async () => {
    renderCreate();
    await screen.findByTestId('request-form');
    expect(screen.getByTestId('request-owner')).toBeDisabled();
    await pick('Unidad', '101');
    expect(screen.getByTestId('request-owner')).toHaveValue('Juana Rojas · juana@correo.cl');
    await pick('Unidad', '102');
    expect(screen.getByTestId('request-owner')).toHaveValue('');
    await pick('Propietario', 'Marta Díaz · marta@correo.cl');
    await pick('Unidad', '103');
    expect(screen.getByTestId('request-no-owners')).toBeInTheDocument();
  });

  it('checks the required fields before sending', async () => {
    const { calls } = renderCreate();
    await screen.findByTestId('request-form');
    fireEvent.click(screen.getByRole('button', { name: 'Crear solicitud' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("sends the request, shows the server's field errors on their inputs, and opens it once created", async () => {
    let refuse = true;
    const refusal = { message: 'Revisa los datos', code: 'validation', errors: { subject: ['El asunto ya existe'], owner_id: ['No es propietario de la unidad'] } };
    const { calls, router } = renderCreate((call) => {
      if (call.method !== 'POST') return undefined;
      return refuse ? json(refusal, 422) : json({ data: request({ id: 'r9', number: 9 }) }, 201);
    }, '/warranties/solicitud/crear?unit=u-101');
    await screen.findByTestId('request-form');
    expect(screen.getByTestId('request-unit')).toHaveValue('101');
    fireEvent.change(screen.getByRole('textbox', { name: 'Asunto' }), { target: { value: '  Puerta descuadrada ' } });
    await pick('Origen', 'Correo electrónico');
    fireEvent.click(screen.getByRole('button', { name: 'Crear solicitud' }));
    expect(await screen.findByText('El asunto ya existe')).toBeInTheDocument();
    expect(screen.getByText('No es propietario de la unidad')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/warranties/requests');
    expect(post.body).toEqual({ unit_id: 'u-101', owner_id: 'o-1', origin: 'email', subject: 'Puerta descuadrada', description: null, priority: 'medium', responsible_id: null });

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Crear solicitud' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/solicitud/r9/fallas'));
    expect(within(document.body).getByText('Se creó la solicitud #9.')).toBeInTheDocument();
  });
});
