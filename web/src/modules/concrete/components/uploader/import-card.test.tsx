import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { ConcreteImportResult } from '../../api/imports';
import { ImportSection } from './import-section';

/** One import request as the fake server saw it: where, with which project, and the multipart fields. */
interface Sent {
  method: string;
  path: string;
  projectId: string | null;
  language: string | null;
  dryRun: string | null;
  /** The file's content (its name does not survive jsdom's FormData into undici's Request). */
  fileText: string | null;
}

const result = (overrides: Partial<ConcreteImportResult> = {}): ConcreteImportResult => ({ rows_total: 3, valid_rows: 3, error_count: 0, errors: [], created: 0, updated: 0, ...overrides });

const BAD = result({
  valid_rows: 2,
  error_count: 2,
  errors: [
    { row: 3, field: 'type_id', kind: 'unknown', value: 'H99', message: 'No existe «H99» en el catálogo de la empresa.' },
    { row: 3, field: 'axes', kind: 'invalid', value: '', message: 'Indica un ciclo o los ejes: uno de los dos, no ambos.' },
  ],
});

function stubServer(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://obra.test'), init);
      const url = new URL(request.url, 'http://obra.test');
      const form = request.method === 'POST' ? await request.formData() : null;
      const file = form?.get('file');
      const call: Sent = {
        method: request.method,
        path: url.pathname,
        projectId: url.searchParams.get('projectId'),
        language: request.headers.get('Accept-Language'),
        dryRun: (form?.get('dry_run') as string | null) ?? null,
        fileText: typeof file === 'object' && file !== null ? await file.text() : null,
      };
      sent.push(call);
      return answer(call);
    }),
  );
  return sent;
}

function renderSection(permissions = ['modulo_hormigon', 'concrete.placements.edit']) {
  return renderRoutes([{ path: '/concrete/uploader', element: <ImportSection /> }], { path: '/concrete/uploader', me: testMe({ permissions }) });
}

/** Chooses a file on a card's file input (Mantine keeps the native input hidden beside its button). */
function choose(card: HTMLElement, name = 'hormigonados.csv') {
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['Elemento;m3\nLosa;7,5'], name, { type: 'text/csv' })] } });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('the spreadsheet imports of /concrete/uploader', { timeout: 30_000 }, () => {
  it('offers placements and laboratory results only to who may register them', () => {
    stubServer(() => json({}));
    const { unmount } = renderSection();
    expect(screen.getByRole('heading', { name: 'Importar desde planilla' })).toBeInTheDocument();
    expect(within(screen.getByTestId('concrete-import-placements')).getByRole('heading', { name: 'Hormigonados' })).toBeInTheDocument();
    expect(within(screen.getByTestId('concrete-import-samples')).getByRole('heading', { name: 'Resultados de laboratorio' })).toBeInTheDocument();
    expect(within(screen.getByTestId('concrete-import-placements')).getByTestId('import-check')).toBeDisabled();
    unmount();
    renderSection(['modulo_hormigon']);
    expect(screen.queryByTestId('concrete-import')).not.toBeInTheDocument();
  });

  it('lists the errors of a check by row and column, says nothing was written and offers no import', async () => {
    const sent = stubServer(() => json({ data: BAD }));
    renderSection();
    const card = screen.getByTestId('concrete-import-placements');
    choose(card);
    fireEvent.click(within(card).getByTestId('import-check'));
    const invalid = await within(card).findByTestId('import-invalid');
    expect(invalid).toHaveTextContent('No se escribió nada');
    expect(invalid).toHaveTextContent('Hay errores en 1 fila.');
    expect(within(card).getByTestId('import-rows')).toHaveTextContent('3');
    expect(within(card).getByTestId('import-valid-rows')).toHaveTextContent('2');
    expect(within(card).getByTestId('import-error-count')).toHaveTextContent('2');
    const rows = within(card).getAllByTestId('import-error-row');
    expect(rows[0]).toHaveTextContent(/^3TipoH99No existe «H99»/);
    expect(rows[1]).toHaveTextContent('Eje 1–4(vacío)');
    expect(within(card).queryByTestId('import-commit')).not.toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/concrete/imports/placements', projectId: 'proj-1', language: 'es', dryRun: 'true', fileText: 'Elemento;m3\nLosa;7,5' }]);
  });

  it('imports every row once the check found no error, then refreshes the project and clears the card', async () => {
    const sent = stubServer((call) => json(call.dryRun === 'false' ? { data: result({ created: 3 }), message: '3 registro(s) importado(s).' } : { data: result() }));
    const { queryClient } = renderSection();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const card = screen.getByTestId('concrete-import-placements');
    choose(card);
    fireEvent.click(within(card).getByTestId('import-check'));
    expect(await within(card).findByTestId('import-valid')).toHaveTextContent('3 filas válidas: listas para importar.');
    fireEvent.click(within(card).getByRole('button', { name: 'Importar 3 filas' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Se importaron 3 hormigonados.');
    expect(sent.map((call) => call.dryRun)).toEqual(['true', 'false']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['concrete', 'proj-1'] });
    await waitFor(() => expect(within(card).queryByTestId('import-result')).not.toBeInTheDocument());
    expect(within(card).getByTestId('import-check')).toBeDisabled();
  });

  it('explains a refused file in the card: missing columns by their header, and the file problem on the input', async () => {
    stubServer(() =>
      json({ code: 'validation', message: 'Los datos enviados no son válidos.', errors: { 'columns.laboratory': ['Falta esta columna obligatoria en el archivo.'], 'columns.specimen1': ['Falta esta columna obligatoria en el archivo.'] } }, 422),
    );
    renderSection();
    const card = screen.getByTestId('concrete-import-samples');
    choose(card, 'resultados.csv');
    fireEvent.click(within(card).getByTestId('import-check'));
    const refused = await within(card).findByTestId('import-refused');
    expect(refused).toHaveTextContent('Falta la columna obligatoria «Laboratorio».');
    expect(refused).toHaveTextContent('Falta la columna obligatoria «Probeta 1–6».');
    // Shown in the card, not toasted.
    expect(screen.queryByText('Los datos enviados no son válidos.')).not.toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ code: 'validation', message: 'x', errors: { file: ['El archivo no tiene filas.'] } }, 422))));
    fireEvent.click(within(card).getByTestId('import-check'));
    expect(await within(card).findByText('El archivo no tiene filas.')).toBeInTheDocument();
    expect(within(card).queryByTestId('import-refused')).not.toBeInTheDocument();
  });

  it('names the columns of laboratory results in Portuguese', async () => {
    const errors = [{ row: 2, field: 'specimens_mpa', kind: 'invalid', value: 'abc', message: 'Informe um número.' }, { row: 2, field: 'taken_on', kind: 'required', value: '', message: 'Campo obrigatório.' }];
    stubServer(() => json({ data: result({ rows_total: 1, valid_rows: 0, error_count: 2, errors }) }));
    renderSection();
    await i18n.changeLanguage('pt-BR');
    const card = screen.getByTestId('concrete-import-samples');
    choose(card, 'resultados.csv');
    fireEvent.click(within(card).getByRole('button', { name: 'Verificar' }));
    expect(await within(card).findByTestId('import-invalid')).toHaveTextContent('Nada foi gravado');
    const rows = within(card).getAllByTestId('import-error-row');
    expect(rows.map((row) => row.children[1]?.textContent)).toEqual(['CP 1–6', 'Data de moldagem']);
    await i18n.changeLanguage('es');
  });

  it('downloads the template in the app language', async () => {
    const sent = stubServer(() => new Response(new Blob(['xlsx']), { status: 200 }));
    const createObjectURL = vi.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderSection();
    fireEvent.click(within(screen.getByTestId('concrete-import-samples')).getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/concrete/imports/samples/template', language: 'es' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('resultados-laboratorio.xlsx');
    click.mockRestore();
  });
});
