import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../../test/jsdom-gaps';
import type { RevisionItem } from '../../api/types';
import { EDITOR, item, revision, severities } from '../../test/fixtures';
import { RevisionRow } from './revision-row';

type Responder = (call: RecordedCall) => Response | undefined;

function renderRow(target: RevisionItem = item(), respond: Responder = () => undefined) {
  const stub = stubFetch((call) => respond(call) ?? json({ data: revision([{ ...target, revision: { status: 'complies', issue_id: null, severity_id: null, comment: null, photos: [] } }]) }));
  renderRoutes([{ path: '/', element: <RevisionRow unitId="u-101" item={target} severities={severities} readOnly={false} /> }], { me: testMe({ permissions: EDITOR }) });
  return { ...stub, row: screen.getByTestId('revision-item') };
}

const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');

async function choose(scope: HTMLElement, name: RegExp, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('a revision row', () => {
  it('offers the five answers of SPEC §4 and saves Cumple on the click', async () => {
    const { calls, row } = renderRow();
    const answers = within(row).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent);
    expect(answers).toEqual(['Cumple', 'Falla', 'No aplica', 'Solucionado', 'Solucionado en postventa']);
    fireEvent.click(within(row).getByRole('radio', { name: 'Cumple' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.url).toBe('/api/warranties/units/u-101/revision/item-1');
    expect(puts(calls)[0]?.body).toEqual({ status: 'complies' });
  });

  it('asks for the issue, its severity and a comment before saving a Falla', async () => {
    const { calls, row } = renderRow();
    fireEvent.click(within(row).getByRole('radio', { name: 'Falla' }));
    const fields = await within(row).findByTestId('failure-fields');
    expect(puts(calls)).toHaveLength(0);
    await choose(fields, /^Falla/, 'Roce con el marco');
    // The issue's own severity comes as the default.
    expect(within(fields).getByRole('combobox', { name: /^Severidad/ })).toHaveValue('Grave');
    fireEvent.change(within(fields).getByRole('textbox', { name: 'Comentario' }), { target: { value: 'La puerta roza abajo' } });
    fireEvent.click(within(fields).getByRole('button', { name: 'Guardar falla' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ status: 'failure', issue_id: 'issue-1', severity_id: 'sev-high', comment: 'La puerta roza abajo' });
  });

  it('refuses a Falla without a severity when the project has some, without asking the server', async () => {
    const { calls, row } = renderRow();
    fireEvent.click(within(row).getByRole('radio', { name: 'Falla' }));
    const fields = await within(row).findByTestId('failure-fields');
    await choose(fields, /^Falla/, 'Rayadura');
    fireEvent.click(within(fields).getByRole('button', { name: 'Guardar falla' }));
    expect(await within(fields).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { row } = renderRow(item(), (call) =>
      call.method === 'PUT' ? json({ message: 'Revisa los datos', code: 'validation', errors: { issue_id: ['La falla no es de este ítem.'] } }, 422) : undefined,
    );
    fireEvent.click(within(row).getByRole('radio', { name: 'Falla' }));
    const fields = await within(row).findByTestId('failure-fields');
    await choose(fields, /^Falla/, 'Roce con el marco');
    fireEvent.click(within(fields).getByRole('button', { name: 'Guardar falla' }));
    expect(await within(fields).findByText('La falla no es de este ítem.')).toBeInTheDocument();
  });

  it('shows a saved failure with its fields filled and its photos, and uploads one more as multipart', async () => {
    const photo = { id: 'ph-1', kind: 'photo', name: 'roce.png', size: 2048, content_type: 'image/png', delivered_by: null, delivered_on: null, created_at: '2026-03-10T12:00:00Z', url: '/api/warranties/files/ph-1/content' };
    const saved = item({ revision: { status: 'failure', issue_id: 'issue-1', severity_id: 'sev-low', comment: 'Roza', photos: [photo] } });
    const { fetchMock, row } = renderRow(saved, (call) => (call.method === 'POST' ? json({ data: [photo] }, 201) : undefined));
    expect(within(row).getByRole('radio', { name: 'Falla' })).toBeChecked();
    expect(within(row).getByRole('combobox', { name: /^Severidad/ })).toHaveValue('Leve');
    expect(within(row).getByRole('img', { name: 'roce.png' })).toHaveAttribute('src', '/api/warranties/files/ph-1/content');
    const input = row.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    fireEvent.change(input!, { target: { files: [new File(['png'], 'otra.png', { type: 'image/png' })] } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/warranties/units/u-101/revision/item-1/photos')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/warranties/units/u-101/revision/item-1/photos')!;
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
