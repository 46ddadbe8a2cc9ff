import { IconTicket } from '@tabler/icons-react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Ticket } from '../api/types';
import { bimPin, carolina, form, MANAGER, merge, message, page, ticket } from '../test/fixtures';
import '../test/jsdom-gaps';
import CmanagementModule from './cmanagement-module';

type Answer = (call: RecordedCall) => Response | undefined;

const activity = [{ id: 'a1', action: 'status', user: carolina, detail: { from: 'open', to: 'postponed', until: '2026-12-12' }, created_at: '2026-03-02T10:00:00Z' }];

function server(answer: Answer = () => undefined, current: Ticket = ticket()) {
  return (call: RecordedCall): Response => {
    const own = answer(call);
    if (own) return own;
    const path = call.url.split('?')[0];
    if (call.method !== 'GET') return json({ message: 'unexpected' }, 500);
    switch (path) {
      case '/api/cmanagement/form':
        return json({ data: form });
      case '/api/cmanagement/tickets/t1':
        return json({ data: current });
      case '/api/cmanagement/tickets/t1/messages':
        return json(page([message(), message({ id: 'm2', author: carolina, body: 'Nota interna', private: true })]));
      case '/api/cmanagement/tickets/t1/activity':
        return json(page(activity));
      case '/api/cmanagement/tickets/t1/merges':
        return json({ data: [merge(), merge({ id: 'mg2', can_undo: false, source: { id: 't8', number: 8, subject: 'Mancha en cielo' } })] });
      case '/api/cmanagement/tickets/t1/merge-candidates':
        return json(page([ticket({ id: 't9', number: 9, subject: 'Gotera en baño' }), ticket({ id: 't5', number: 5, subject: 'Humedad en muro' })]));
      default:
        return json({ message: 'unexpected' }, 500);
    }
  };
}

function renderTicket(respond = server(), path = '/cmanagement/tickets/t1/general') {
  const stub = stubFetch(respond);
  const view = renderRoutes([{ path: '/cmanagement/*', element: <CmanagementModule module="cmanagement" icon={IconTicket} access="granted" activation={null} /> }], {
    path,
    me: testMe({ permissions: MANAGER }),
  });
  return { ...stub, ...view };
}

const posts = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('ticket detail (/cmanagement/tickets/:ticketId)', () => {
  it('shows the ticket, its thread (private messages apart) and its activity as sentences', async () => {
    renderTicket();
    expect(await screen.findByTestId('ticket-title')).toHaveTextContent('#12 Filtración en el baño');
    expect(within(screen.getByTestId('ticket-actions')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Posponer', 'Fusionar', 'Finalizar']);
    const thread = await screen.findAllByTestId('ticket-message');
    expect(thread.map((item) => item.getAttribute('data-private'))).toEqual([null, 'true']);
    expect(within(thread[1]!).getByText('Privado')).toBeInTheDocument();
    expect(await screen.findByText('Carolina Vergara pospuso el ticket hasta el 12/12/2026')).toBeInTheDocument();
  });

  it("finishes only with a justification: an empty one shows the server's refusal in the dialog", async () => {
    const refusal = { message: 'Revisa los datos', code: 'validation', errors: { message: ['Para finalizar escribe una justificación'] } };
    const { calls } = renderTicket(server((call) => (call.url === '/api/cmanagement/tickets/t1/actions' ? json(refusal, 422) : undefined)));
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar el ticket #12' });
    expect(within(dialog).getByTestId('message-counter')).toHaveTextContent('0/1000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar ticket' }));
    expect(await within(dialog).findByText('Para finalizar escribe una justificación')).toBeInTheDocument();
    expect(posts(calls, '/api/cmanagement/tickets/t1/actions')[0]?.body).toEqual({ action: 'finish', message: '' });
    // The dialog stays open, with no toast in its place.
    expect(screen.getByRole('dialog', { name: 'Finalizar el ticket #12' })).toBeInTheDocument();
    expect(screen.queryByTestId('toast-validation')).not.toBeInTheDocument();
  });

  it('merges a chosen ticket after its refusal is shown under the list', async () => {
    const refusal = { message: 'No se puede fusionar', code: 'validation', errors: { source_id: ['El ticket #9 tiene órdenes de trabajo'] } };
    const { calls } = renderTicket(
      server((call) => {
        if (call.url !== '/api/cmanagement/tickets/t1/merge') return undefined;
        return (call.body as { source_id: string }).source_id === 't9' ? json(refusal, 422) : json({ data: merge({ source: { id: 't5', number: 5, subject: 'Humedad en muro' } }) });
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Fusionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionar un ticket en el #12' });
    expect(within(dialog).getByRole('button', { name: 'Fusionar' })).toBeDisabled();
    fireEvent.click(await within(dialog).findByRole('radio', { name: '#9 Gotera en baño' }));
    expect(within(dialog).getByTestId('merge-confirm')).toHaveTextContent('Los mensajes, adjuntos, tareas y copias del #9 pasarán al #12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    expect(await within(dialog).findByText('El ticket #9 tiene órdenes de trabajo')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: '#5 Humedad en muro' }));
    expect(within(dialog).queryByText('El ticket #9 tiene órdenes de trabajo')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    expect(await screen.findByText('El ticket #5 se fusionó en el #12.')).toBeInTheDocument();
    expect(posts(calls, '/api/cmanagement/tickets/t1/merge').map((call) => call.body)).toEqual([{ source_id: 't9' }, { source_id: 't5' }]);
  });

  it('undoes a merge while allowed, and shows the reason when the server refuses', async () => {
    const refusal = { message: 'No se puede deshacer', code: 'validation', errors: { merge: ['Hubo mensajes nuevos en el ticket después de la fusión'] } };
    const { calls } = renderTicket(server((call) => (call.url === '/api/cmanagement/merges/mg1/undo' ? json(refusal, 422) : undefined)));
    const rows = await screen.findAllByTestId('merge-row');
    expect(within(rows[1]!).queryByRole('button', { name: 'Deshacer fusión' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ya no se puede deshacer: el ticket tuvo novedades después de la fusión.')).toBeInTheDocument();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Deshacer fusión' }));
    expect(await within(rows[0]!).findByRole('alert')).toHaveTextContent('Hubo mensajes nuevos en el ticket después de la fusión');
    expect(posts(calls, '/api/cmanagement/merges/mg1/undo')).toHaveLength(1);
  });

  it('shows the BIM element it is pinned to, links to it in the model and unpins it with the version read', async () => {
    const { calls } = renderTicket(
      server((call) => (call.method === 'PUT' ? json({ data: ticket({ version: 4 }) }) : undefined), ticket({ bim: bimPin() })),
    );
    const pin = await screen.findByTestId('ticket-bim-pin');
    expect(within(pin).getByTestId('ticket-bim-element')).toHaveTextContent('Elemento BIM: Muro norte (IfcWall) · Torre A');
    expect(within(pin).getByRole('link', { name: 'Ver en el modelo' })).toHaveAttribute('href', '/cmanagement/bim/m1?element=W1');
    expect(within(pin).queryByTestId('ticket-bim-count')).not.toBeInTheDocument();
    fireEvent.click(within(pin).getByRole('button', { name: 'Quitar anclaje' }));
    expect(await screen.findByText('Se quitó el anclaje BIM del ticket #12.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/cmanagement/tickets/t1');
    expect(put?.body).toEqual({ version: 3, bim: null });
  });

  it('says how many elements a concrete lot pinned it to and links each to the model by name, in Spanish and Portuguese', async () => {
    const lot = bimPin({ element_name: 'Losa 2', element_class: 'IfcSlab', global_ids: ['W1', 'S2', 'S3', 'S4'] });
    // The model's index names two of them, knows a third without a name, and no longer has the fourth.
    const element = (global_id: string, name: string | null, cls: string) => ({ global_id, name, class: cls, type_name: null, file_id: 'f1', step_id: 1, storey_id: null, storey_name: null });
    const indexed = [element('W1', 'Losa 2', 'IfcSlab'), element('S2', 'Losa 3', 'IfcSlab'), element('S3', null, 'IfcBeam')];
    const { calls } = renderTicket(server((call) => (call.url === '/api/bim/models/m1/elements/lookup' ? json({ data: indexed }) : undefined), ticket({ bim: lot })));
    const pin = await screen.findByTestId('ticket-bim-pin');
    expect(within(pin).getByTestId('ticket-bim-count')).toHaveTextContent('Anclado a 4 elementos del modelo Torre A.');
    expect(within(pin).getByTestId('ticket-bim-element')).toHaveTextContent('Elemento principal: Losa 2 (IfcSlab)');
    const list = within(pin).getByRole('list', { name: 'Elementos anclados' });
    expect(await within(list).findByRole('link', { name: 'Losa 3 · IfcSlab' })).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Losa 2 · IfcSlab', '/cmanagement/bim/m1?element=W1'],
      ['Losa 3 · IfcSlab', '/cmanagement/bim/m1?element=S2'],
      ['IfcBeam', '/cmanagement/bim/m1?element=S3'],
      ['S4', '/cmanagement/bim/m1?element=S4'],
    ]);
    expect(within(list).getByText('S2')).toBeInTheDocument();
    expect(posts(calls, '/api/bim/models/m1/elements/lookup').map((call) => call.body)).toEqual([{ global_ids: ['W1', 'S2', 'S3', 'S4'] }]);
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(within(pin).getByTestId('ticket-bim-count')).toHaveTextContent('Fixado a 4 elementos do modelo Torre A.');
    expect(within(pin).getByRole('list', { name: 'Elementos fixados' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
  });

  it('lists the elements of a lot by GlobalId when the model cannot be looked into', async () => {
    const lot = bimPin({ global_ids: ['W1', 'S2'] });
    const { calls } = renderTicket(server((call) => (call.url === '/api/bim/models/m1/elements/lookup' ? json({ message: 'No encontrado' }, 404) : undefined), ticket({ bim: lot })));
    const list = await screen.findByRole('list', { name: 'Elementos anclados' });
    await waitFor(() => expect(posts(calls, '/api/bim/models/m1/elements/lookup')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['W1', 'S2']);
    expect(screen.queryByText('No encontrado')).not.toBeInTheDocument();
  });

  it('says when the pinned element is gone from the model, named by its GlobalId', async () => {
    renderTicket(server(undefined, ticket({ bim: bimPin({ element_name: null, element_class: null, found: false }) })));
    const pin = await screen.findByTestId('ticket-bim-pin');
    expect(within(pin).getByTestId('ticket-bim-element')).toHaveTextContent('Elemento BIM: W1 · Torre A');
    expect(pin).toHaveTextContent('El elemento ya no está en la versión actual del modelo.');
  });

  it('is read-only once merged into another ticket', async () => {
    renderTicket(server(undefined, ticket({ merged_into: { id: 't30', number: 30 } })));
    const banner = await screen.findByTestId('ticket-merged-banner');
    expect(within(banner).getByRole('link', { name: '#30' })).toHaveAttribute('href', '/cmanagement/tickets/t30/general');
    expect(screen.queryByTestId('ticket-actions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-composer')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('ticket-edit-form')).getByLabelText('Asunto')).toBeDisabled();
  });
});

describe('message composer', () => {
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('counts characters live and refuses more than 1000', async () => {
    renderTicket();
    const composer = await screen.findByTestId('ticket-composer');
    const box = within(composer).getByRole('textbox', { name: 'Nuevo mensaje' });
    const send = within(composer).getByRole('button', { name: 'Enviar' });
    expect(within(composer).getByTestId('message-counter')).toHaveTextContent('0/1000');
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Hola' } });
    expect(within(composer).getByTestId('message-counter')).toHaveTextContent('4/1000');
    expect(send).toBeEnabled();
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(within(composer).getByTestId('message-counter')).toHaveTextContent('1001/1000');
    expect(send).toBeDisabled();
  });

  it('posts body, privacy, "send as" and files as multipart, with the anti-forgery and language headers', async () => {
    const { fetchMock } = renderTicket(server((call) => (call.url === '/api/cmanagement/tickets/t1/messages' && call.method === 'POST' ? json({ data: message({ id: 'm3' }) }, 201) : undefined)));
    const composer = await screen.findByTestId('ticket-composer');
    fireEvent.change(within(composer).getByRole('textbox', { name: 'Nuevo mensaje' }), { target: { value: 'Adjunto las fotos' } });
    fireEvent.click(within(composer).getByRole('switch', { name: /^Mensaje privado/ }));
    const big = new File(['x'], 'video.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(fileInput(), { target: { files: [new File(['a'], 'foto1.jpg'), new File(['b'], 'foto2.jpg'), big] } });
    expect(within(composer).getByText('«video.mp4» supera el máximo de 20 MB por archivo y no se adjuntó.')).toBeInTheDocument();
    fireEvent.click(within(composer).getByRole('button', { name: 'Enviar y marcar como' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Enviar · Esperando respuesta del solicitante' }));

    await waitFor(() => expect(within(composer).getByRole('textbox', { name: 'Nuevo mensaje' })).toHaveValue(''));
    const [url, init] = fetchMock.mock.calls.find(([input, options]) => input === '/api/cmanagement/tickets/t1/messages' && options?.method === 'POST')!;
    expect(url).toBe('/api/cmanagement/tickets/t1/messages');
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('body')).toBe('Adjunto las fotos');
    expect(body.get('private')).toBe('true');
    expect(body.get('send_as')).toBe('waiting_applicant');
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['foto1.jpg', 'foto2.jpg']);
    const headers = new Headers(init!.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(headers.get('Accept-Language')).toBe('es');
    // The browser writes the multipart boundary itself.
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('allows at most the form’s number of files per message', async () => {
    renderTicket();
    const composer = await screen.findByTestId('ticket-composer');
    const files = Array.from({ length: 11 }, (_, index) => new File(['x'], `plano${index + 1}.pdf`));
    fireEvent.change(fileInput(), { target: { files } });
    expect(within(composer).getByText('10 de 10 archivos')).toBeInTheDocument();
    expect(within(composer).getByText('«plano11.pdf» no se adjuntó: un mensaje lleva como máximo 10 archivos.')).toBeInTheDocument();
  });
});
