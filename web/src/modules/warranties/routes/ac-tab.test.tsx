import { IconShieldCheck } from '@tabler/icons-react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { ac, failure, MANAGER, order, request, requestForm } from '../test/request-fixtures';
import WarrantiesModule from './warranties-module';
import { drawStroke, pad } from '@/test/signature-pad-mock';

vi.mock('signature_pad', () => import('@/test/signature-pad-mock'));

type Answer = (call: RecordedCall) => Response | undefined;

const failures = [failure({ status: 'managed', result: 'solved' }), failure({ id: 'f2', number: 2, status: 'managed', result: 'not_solved', ac_status: 'non_conforming' })];
const records = [ac(), ac({ id: 'ac0', code: 'AC-0', status: 'non_conforming', has_pdf: true, pdf_url: '/api/warranties/ac/ac0/pdf', signer_name: 'Juana Rojas', signed_at: '2026-03-11T10:00:00Z' })];

function renderAc(answer: Answer = () => undefined) {
  const stub = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const url = call.url.split('?')[0] ?? '';
    if (call.method !== 'GET') return json({ message: 'unexpected' }, 500);
    if (url === '/api/warranties/requests/r1') return json({ data: request() });
    if (url === '/api/warranties/requests/r1/ac') return json({ data: records });
    if (url === '/api/warranties/requests/r1/failures') return json({ data: failures });
    if (url === '/api/warranties/requests/form') return json({ data: requestForm });
    if (url === '/api/warranties/requests/r1/orders') return json({ data: [] });
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes([{ path: '/warranties/*', element: <WarrantiesModule module="warranties" icon={IconShieldCheck} access="granted" activation={null} /> }], {
    path: '/warranties/solicitud/r1/ac',
    me: testMe({ permissions: MANAGER }),
  });
  return { ...stub, ...view };
}

const posts = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);
const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-ac-id="${id}"]`)!;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  pad.empty = true;
});

describe('conformity records (ac)', () => {
  it('creates an AC for the managed failures no record covers', async () => {
    const { calls } = renderAc((call) => (call.url === '/api/warranties/requests/r1/ac' && call.method === 'POST' ? json({ data: ac({ code: 'AC-2' }) }, 201) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva acta (AC)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva acta de conformidad' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear acta' }));
    expect(await screen.findByText('Se creó el acta AC-2.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/requests/r1/ac')[0]!.body).toEqual({ failure_ids: ['f1'] });
  });

  it('signs on screen with a verdict per failure, the name and the drawn signature', async () => {
    const { calls } = renderAc((call) => (call.url === '/api/warranties/ac/ac1/sign' ? json({ data: ac({ status: 'conforming', has_pdf: true }) }) : undefined));
    await screen.findAllByTestId('ac-card');
    fireEvent.click(within(cardOf('ac1')).getByRole('button', { name: 'Firmar con el propietario' }));
    const signing = await screen.findByTestId('ac-signing');
    expect(within(signing).getByRole('textbox', { name: /Nombre de quien firma/ })).toHaveValue('Juana Rojas');
    fireEvent.click(within(signing).getByRole('button', { name: 'Registrar firma' }));
    expect(await within(signing).findByText('Indica si cada falla quedó conforme.')).toBeInTheDocument();
    expect(within(signing).getByText('Falta la firma.')).toBeInTheDocument();
    fireEvent.click(within(signing).getByText('Conforme'));
    expect(within(signing).getByTestId('ac-outcome')).toHaveTextContent('El acta quedará conforme.');
    act(() => {
      drawStroke();
    });
    fireEvent.click(within(signing).getByRole('button', { name: 'Registrar firma' }));
    expect(await screen.findByText('Se registró la firma del acta AC-1.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/ac/ac1/sign')[0]!.body).toEqual({
      signer_name: 'Juana Rojas',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      verdicts: [{ failure_id: 'f1', verdict: 'conforming' }],
      comment: null,
    });
  });

  it("registers the owner's refusal with the comment", async () => {
    const { calls } = renderAc((call) => (call.url === '/api/warranties/ac/ac1/sign' ? json({ data: ac({ status: 'rejected' }) }) : undefined));
    await screen.findAllByTestId('ac-card');
    fireEvent.click(within(cardOf('ac1')).getByRole('button', { name: 'Firmar con el propietario' }));
    const signing = await screen.findByTestId('ac-signing');
    fireEvent.change(within(signing).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'No está conforme con la terminación' } });
    fireEvent.click(within(signing).getByRole('button', { name: 'El propietario se niega a firmar' }));
    expect(await screen.findByText('Se registró que el propietario no firmó el acta AC-1.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/ac/ac1/sign')[0]!.body).toEqual({ refused: true, comment: 'No está conforme con la terminación' });
  });

  it('downloads the signed PDF and follows a non-conforming record up with a new order', async () => {
    const { calls, router } = renderAc((call) => (call.url === '/api/warranties/ac/ac0/follow-up' ? json({ data: order({ id: 'o5', kind: 'ot', code: 'OT-1' }) }, 201) : undefined));
    await screen.findAllByTestId('ac-card');
    expect(within(cardOf('ac0')).getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', '/api/warranties/ac/ac0/pdf');
    fireEvent.click(within(cardOf('ac0')).getByRole('button', { name: 'Crear orden de seguimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seguimiento del acta AC-0' });
    fireEvent.change(within(dialog).getByLabelText(/^Día/), { target: { value: '2026-03-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear orden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/solicitud/r1/ot'));
    expect(posts(calls, '/api/warranties/ac/ac0/follow-up')[0]!.body).toMatchObject({ kind: 'ot', responsible_id: 'p-ana' });
  });
});
