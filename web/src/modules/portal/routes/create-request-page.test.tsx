import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import '../test/jsdom-gaps';
import { home, otherUnit, request } from '../test/fixtures';
import { renderPortal } from '../test/render';

beforeEach(() => resetPortalClient());

const photo = (name: string, type = 'image/png', size = 100) => new File([new Uint8Array(size)], name, { type });

function serve(create: () => Response = () => json({ data: request({ id: 'r9', number: 9 }) }, 201)) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/portal/home')) return json({ data: { ...home, units: [...home.units, otherUnit] } });
    if (call.url === '/api/portal/requests' && call.method === 'POST') return create();
    return json({ data: request({ id: 'r9', number: 9 }) });
  });
}

async function openForm(path = '/solicitud/crear?unidad=u1') {
  const view = renderPortal({ path });
  const form = await screen.findByTestId('request-form');
  return { ...view, form };
}

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });

describe('the request form (/solicitud/crear)', () => {
  it('asks for the unit and the subject before sending', async () => {
    const { calls } = serve();
    const { form } = await openForm('/solicitud/crear');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('Elige la unidad.')).toBeInTheDocument();
    expect(within(form).getByText('Escribe el asunto.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('takes images only, 6 at most, and says what it left out', async () => {
    serve();
    await openForm();
    pick([photo('a.png'), photo('notas.pdf', 'application/pdf')]);
    expect(await screen.findByText('notas.pdf no es una imagen.')).toBeInTheDocument();
    expect(screen.getByTestId('photo-count')).toHaveTextContent('1 de 6');
    pick(['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => photo(`${name}.jpg`, 'image/jpeg')));
    expect(await screen.findByText('Puedes adjuntar hasta 6 fotos: quedaron fuera 2.')).toBeInTheDocument();
    expect(screen.getByTestId('photo-count')).toHaveTextContent('6 de 6');
    expect(screen.getByRole('button', { name: 'Agregar fotos' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Foto a.png' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la foto a.png' }));
    expect(screen.getByTestId('photo-count')).toHaveTextContent('5 de 6');
    expect(screen.queryByRole('img', { name: 'Foto a.png' })).toBeNull();
  });

  it('refuses a photo over 10 MB', async () => {
    serve();
    await openForm();
    pick([photo('grande.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('grande.jpg pesa más de 10 MB.')).toBeInTheDocument();
    expect(screen.getByTestId('photo-count')).toHaveTextContent('0 de 6');
  });

  it('sends one multipart call with the unit, the text and the photos, then opens the request', async () => {
    const { fetchMock } = serve();
    const { form, router } = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Asunto/ }), { target: { value: '  Filtración  ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Descripción/ }), { target: { value: 'Gotea de noche' } });
    pick([photo('sifon.png')]);
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/solicitud/r9'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = post[1]!.body as FormData;
    expect(body.get('unit_id')).toBe('u1');
    expect(body.get('subject')).toBe('Filtración');
    expect(body.get('description')).toBe('Gotea de noche');
    expect(body.get('installed')).toBe('false');
    expect((body.getAll('photo') as File[]).map((file) => file.name)).toEqual(['sifon.png']);
  });

  it('shows the server’s 422 on its field', async () => {
    serve(() => json({ message: 'Revisa los datos', errors: { subject: ['El asunto es demasiado largo.'], photo: ['La foto 1 no es una imagen.'] } }, 422));
    const { form } = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Asunto/ }), { target: { value: 'Filtración' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('El asunto es demasiado largo.')).toBeInTheDocument();
    expect(within(form).getByText('La foto 1 no es una imagen.')).toBeInTheDocument();
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});
