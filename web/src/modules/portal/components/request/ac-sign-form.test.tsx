import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { resetPortalClient } from '../../api/client';
import type { PortalRequest } from '../../api/types';
import '../../test/jsdom-gaps';
import { ac, request } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { drawStroke, pad } from '@/test/signature-pad-mock';

vi.mock('signature_pad', () => import('@/test/signature-pad-mock'));

const draw = () =>
  act(() => {
    drawStroke();
  });

beforeEach(() => {
  resetPortalClient();
  pad.empty = true;
});

async function openRequest(data: PortalRequest, answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const stub = stubFetch((call) => answer(call) ?? json({ data }));
  renderPortal({ path: `/solicitud/${data.id}` });
  const form = await screen.findByTestId('ac-sign-form');
  return { ...stub, form };
}

describe('signing a conformity record (AC)', () => {
  it('asks for a verdict on each failure, a name and the signature before signing', async () => {
    const { calls, form } = await openRequest(request({ acs: [ac()] }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre de quien firma/ }), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Firmar acta' }));
    expect(await within(form).findByText('Elige Conforme o No conforme en cada falla.')).toBeInTheDocument();
    expect(within(form).getByText('Escribe el nombre de quien firma.')).toBeInTheDocument();
    expect(within(form).getByText('Firma en el recuadro.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('signs with the owner’s name, a verdict per failure and the drawn signature', async () => {
    const { calls, form } = await openRequest(request({ acs: [ac()] }), (call) => (call.method === 'POST' ? json({ data: ac({ status: 'non_conforming' }) }) : undefined));
    expect(within(form).getByRole('textbox', { name: /^Nombre de quien firma/ })).toHaveValue('Juana Rojas');
    const verdicts = within(form).getAllByTestId('ac-verdict');
    fireEvent.click(within(verdicts[0]!).getByText('Conforme'));
    expect(within(form).queryByTestId('ac-outcome')).toBeNull();
    fireEvent.click(within(verdicts[1]!).getByText('No conforme'));
    expect(within(form).getByTestId('ac-outcome')).toHaveTextContent('El acta quedará no conforme');
    draw();
    expect(within(form).getByRole('img', { name: 'Firma de Juana Rojas' })).toHaveAttribute('data-signed', 'true');
    fireEvent.click(within(form).getByRole('button', { name: 'Firmar acta' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/portal/ac/ac1/sign');
    expect(post.body).toEqual({
      signer_name: 'Juana Rojas',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      verdicts: [
        { failure_id: 'f1', verdict: 'conforming' },
        { failure_id: 'f2', verdict: 'non_conforming' },
      ],
      refused: false,
    });
  });

  it('needs a comment to refuse, and sends the refusal with it', async () => {
    const { calls, form } = await openRequest(request({ acs: [ac()] }), (call) => (call.method === 'POST' ? json({ data: ac({ status: 'rejected' }) }) : undefined));
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar acta' }));
    expect(await within(form).findByText('Cuéntanos por qué rechazas el acta.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Comentario/ }), { target: { value: 'La llave sigue goteando' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar acta' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ signer_name: 'Juana Rojas', signature: null, verdicts: [], refused: true, comment: 'La llave sigue goteando' });
  });

  it('shows the server’s refusal of the signature under the pad', async () => {
    const { form } = await openRequest(request({ acs: [ac()] }), (call) => (call.method === 'POST' ? json({ message: 'Revisa los datos', errors: { signature: ['La firma no es válida.'] } }, 422) : undefined));
    for (const verdict of within(form).getAllByTestId('ac-verdict')) fireEvent.click(within(verdict).getByText('Conforme'));
    draw();
    fireEvent.click(within(form).getByRole('button', { name: 'Firmar acta' }));
    expect(await within(form).findByText('La firma no es válida.')).toBeInTheDocument();
  });

  it('links a signed record to its PDF', async () => {
    stubFetch(() => json({ data: request({ acs: [ac({ status: 'conforming', signer_name: 'Juana Rojas', signed_at: '2026-03-20T15:00:00Z', pdf_url: '/api/portal/ac/ac1/pdf' })] }) }));
    renderPortal({ path: '/solicitud/r1' });
    const card = await screen.findByTestId('ac-card');
    expect(within(card).getByTestId('ac-status')).toHaveTextContent('Conforme');
    expect(within(card).getByRole('button', { name: 'Descargar el PDF del acta AC-1' })).toBeInTheDocument();
    expect(within(card).queryByTestId('ac-sign-form')).toBeNull();
  });
});
