import { IconShieldCheck } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, showWarningsDialog } from '@/lib/api';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { MANAGER, ana, juana, page, request } from '../test/request-fixtures';
import WarrantiesModule from './warranties-module';

type Answer = (call: RecordedCall) => Response | undefined;

const merge = { id: 'mg1', target: { id: 'r1', number: 7 }, source: { id: 'r5', number: 5, subject: 'Humedad en muro' }, created_by: ana, created_at: '2026-03-02T09:00:00Z', undone_at: null, can_undo: true };
const activity = [
  { id: 'a1', action: 'failure_added', user: ana, detail: { number: 2, label: 'Baño › Lavamanos › Sifón' }, created_at: '2026-03-02T10:00:00Z' },
  { id: 'a2', action: 'order_managed', user: ana, detail: { code: 'OI-1', solved: 1, not_solved: 1 }, created_at: '2026-03-03T10:00:00Z' },
];

const photo = { id: 'f1', name: 'grieta.png', size: 2048, mime: 'image/png', url: '/api/warranties/requests/r1/files/f1' };
const thread = [
  { id: 'm0', author: juana, body: '', private: false, kind: 'owner', attachments: [photo], from_ticket: null, created_at: '2026-03-01T10:00:00Z' },
  { id: 'm1', author: ana, body: 'Visitaremos el lunes', private: false, kind: 'message', attachments: [], from_ticket: null, created_at: '2026-03-01T11:00:00Z' },
];

function renderRequest(answer: Answer = () => undefined, path = '/warranties/solicitud/r1/actividad') {
  const stub = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const url = call.url.split('?')[0];
    if (call.method !== 'GET') return json({ message: 'unexpected' }, 500);
    switch (url) {
      case '/api/warranties/requests/r1':
        return json({ data: request() });
      case '/api/warranties/requests/r1/messages':
        return json(page(thread));
      case '/api/warranties/requests/r1/activity':
        return json(page(activity));
      case '/api/warranties/requests/r1/merges':
        return json({ data: [merge] });
      case '/api/warranties/requests/r1/merge-candidates':
        return json(page([request({ id: 'r9', number: 9, subject: 'Gotera en cocina' })]));
      default:
        return json({ message: 'unexpected' }, 500);
    }
  });
  const view = renderRoutes([{ path: '/warranties/*', element: <WarrantiesModule module="warranties" icon={IconShieldCheck} access="granted" activation={null} /> }], {
    path,
    me: testMe({ permissions: MANAGER }),
  });
  return { ...stub, ...view };
}

const posts = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('request detail (/warranties/solicitud/:id)', () => {
  it('shows number, subject, status, unit and owner, the thread and the activity in words', async () => {
    renderRequest();
    expect(await screen.findByTestId('ticket-title')).toHaveTextContent('#7 Filtración en el baño');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('A · Abierta');
    const details = screen.getByTestId('request-details');
    expect(within(details).getByRole('link', { name: 'Unidad 101' })).toHaveAttribute('href', '/warranties/ficha/u-101/solicitudes');
    expect(within(details).getByTestId('request-owner')).toHaveTextContent('Propietario: Juana Rojas (juana@correo.cl)');
    expect(screen.getByRole('tab', { name: 'Fallas (1/2)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('ticket-actions')).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Notificar al propietario',
      'Posponer',
      'Fusionar',
      'Finalizar',
    ]);
    expect(await screen.findByText('Visitaremos el lunes')).toBeInTheDocument();
    const [fromOwner, fromTeam] = screen.getAllByTestId('ticket-message');
    expect(within(fromOwner!).getByTestId('message-owner-badge')).toHaveTextContent('Propietario');
    expect(within(fromOwner!).getByText('Juana Rojas')).toBeInTheDocument();
    expect(within(fromOwner!).getByRole('link', { name: 'grieta.png' })).toHaveAttribute('href', photo.url);
    expect(within(fromTeam!).queryByTestId('message-owner-badge')).not.toBeInTheDocument();
    expect(await screen.findByText('Ana Pérez agregó la falla N.º 2')).toBeInTheDocument();
    expect(screen.getByText('Resueltas: 1 · No resueltas: 1')).toBeInTheDocument();
  });

  it('notifies the owner with at most 1000 characters, and shows the refusal under the message', async () => {
    const refusal = { message: 'Revisa los datos', code: 'validation', errors: { message: ['Este campo es obligatorio.'] } };
    const { calls } = renderRequest((call) => {
      if (call.url !== '/api/warranties/requests/r1/notify') return undefined;
      return (call.body as { message: string }).message === '' ? json(refusal, 422) : json({ data: { id: 'm2' } }, 201);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notificar al propietario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificar al propietario de la solicitud #7' });
    expect(dialog).toHaveTextContent('se enviará por correo a juana@correo.cl');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar notificación' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    const box = within(dialog).getByTestId('notify-message');
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(within(dialog).getByTestId('message-counter')).toHaveTextContent('1001/1000');
    expect(within(dialog).getByRole('button', { name: 'Enviar notificación' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Iremos el lunes a las 10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar notificación' }));
    expect(await screen.findByText('Se notificó al propietario de la solicitud #7.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/requests/r1/notify').map((call) => call.body)).toEqual([{ message: '' }, { message: 'Iremos el lunes a las 10:00' }]);
  });

  it("finishes with a justification and shows the server's warnings", async () => {
    configureApi({ showWarnings: showWarningsDialog });
    const warnings = ['Se quitaron 2 fallas pendientes.', '1 falla no tiene acta de conformidad.'];
    renderRequest((call) => (call.url === '/api/warranties/requests/r1/actions' ? json({ data: request({ status: 'finished' }), warnings }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar la solicitud #7' });
    fireEvent.change(within(dialog).getByTestId('finish-justification'), { target: { value: 'Se cambió el sifón' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar solicitud' }));
    const list = await screen.findByTestId('warnings-list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(warnings);
  });

  it('sends "send as" through the action, with the message', async () => {
    const { calls } = renderRequest((call) => (call.url === '/api/warranties/requests/r1/actions' ? json({ data: request({ status: 'pending', send_as: 'waiting_applicant' }) }) : undefined));
    const composer = await screen.findByTestId('ticket-composer');
    fireEvent.change(within(composer).getByRole('textbox', { name: 'Nuevo mensaje' }), { target: { value: '¿Puede enviar una foto?' } });
    fireEvent.click(within(composer).getByRole('button', { name: 'Enviar y marcar como' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Enviar · Esperando respuesta del propietario' }));
    await waitFor(() => expect(posts(calls, '/api/warranties/requests/r1/actions')).toHaveLength(1));
    expect(posts(calls, '/api/warranties/requests/r1/actions')[0]!.body).toEqual({ action: 'send_as', send_as: 'waiting_applicant', message: '¿Puede enviar una foto?', private: false });
    expect(await screen.findByText('Mensaje enviado. Solicitud marcada como «Esperando respuesta del propietario».')).toBeInTheDocument();
  });

  it('merges another request into this one and undoes a merge, on the after-sales routes', async () => {
    const { calls } = renderRequest((call) => {
      if (call.url === '/api/warranties/requests/r1/merge') return json({ data: { ...merge, source: { id: 'r9', number: 9, subject: 'Gotera en cocina' } } });
      if (call.url === '/api/warranties/merges/mg1/undo') return json({ data: { ...merge, undone_at: '2026-03-04T10:00:00Z' } });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fusionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionar una solicitud en la #7' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '#9 Gotera en cocina' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    expect(await screen.findByText('La solicitud #9 se fusionó en la #7.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/requests/r1/merge')[0]!.body).toEqual({ source_id: 'r9' });

    const row = await screen.findByTestId('merge-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Deshacer fusión' }));
    expect(await screen.findByText('Se deshizo la fusión: la solicitud #5 vuelve a estar separada.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/merges/mg1/undo')).toHaveLength(1);
  });

  it('says so when the request cannot be opened', async () => {
    renderRequest((call) => (call.url === '/api/warranties/requests/r1' ? json({ message: 'No encontrado' }, 404) : undefined));
    expect(await screen.findByTestId('request-error')).toHaveTextContent('La solicitud no existe o pertenece a otro proyecto.');
  });
});
