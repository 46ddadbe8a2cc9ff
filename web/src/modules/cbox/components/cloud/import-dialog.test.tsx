import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { stubRequests } from '../../test/requests';
import { ImportDialog } from './import-dialog';

const BROWSE = '/api/integrations/connectors/cloud_storage/browse';

/** The remote tree: `entrada` holds a file and an empty folder; `roto` cannot be read. */
const TREE: Record<string, { name: string; dir: boolean; size: number | null }[]> = {
  '': [
    { name: 'notas.txt', dir: false, size: 120 },
    { name: 'roto', dir: true, size: null },
    { name: 'entrada', dir: true, size: null },
  ],
  entrada: [
    { name: 'Acta.pdf', dir: false, size: 2048 },
    { name: 'vacía', dir: true, size: null },
  ],
  'entrada/vacía': [],
};

function respond(outcome: { ok: boolean; message: string; count: number }) {
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === BROWSE) {
      const entries = TREE[url.searchParams.get('path') ?? ''];
      return entries
        ? json({ data: entries })
        : json({ message: 'Revisa los datos', code: 'validation', errors: { path: ['El servidor WebDAV no respondió: 500 Internal Server Error'] } }, 422);
    }
    if (url.pathname.endsWith('/import')) return json({ data: outcome });
    return json({ message: 'unexpected' }, 500);
  };
}

function renderDialog(outcome = { ok: true, message: 'Se importaron 1 archivos desde /entrada.', count: 1 }) {
  const onClose = vi.fn();
  const stub = stubRequests(respond(outcome));
  renderRoutes([{ path: '/', element: <ImportDialog opened onClose={onClose} folderId="f1" folderName="Obra gruesa" /> }], { me: testMe() });
  return { ...stub, onClose };
}

const location = () => screen.getByRole('navigation', { name: 'Carpeta de la nube' });
const entries = () => screen.findByRole('list', { name: 'Contenido de la carpeta' });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('import from the cloud', () => {
  it('browses the remote folders through breadcrumbs, folders first', async () => {
    renderDialog();
    const root = await entries();
    expect(within(root).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['entrada', 'roto', 'notas.txt120 B']);
    expect(within(location()).getByText('Nube')).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(root).getByRole('button', { name: 'Abrir la carpeta entrada' }));
    expect(await screen.findByText('Acta.pdf')).toBeInTheDocument();
    expect(within(location()).getByText('entrada')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Se importará el contenido de «entrada» en «Obra gruesa».')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir la carpeta vacía' }));
    expect(await screen.findByText('Carpeta vacía')).toBeInTheDocument();

    fireEvent.click(within(location()).getByRole('button', { name: 'Nube' }));
    expect(await screen.findByText('notas.txt')).toBeInTheDocument();
  });

  it('imports the folder being shown into the Cbox folder and says what came in', async () => {
    const { calls, onClose } = renderDialog();
    fireEvent.click(within(await entries()).getByRole('button', { name: 'Abrir la carpeta entrada' }));
    await screen.findByText('Acta.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Importar esta carpeta' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/integrations/connectors/cloud_storage/import?projectId=proj-1');
    expect(post?.body).toEqual({ path: 'entrada', folder_id: 'f1' });
    const toast = await screen.findByTestId('toast-success');
    expect(toast).toHaveTextContent('Importación terminada');
    expect(toast).toHaveTextContent('Se importaron 1 archivos desde /entrada.');
  });

  it('keeps the dialog open and shows the message when the run fails on the remote side', async () => {
    const { onClose } = renderDialog({ ok: false, message: 'El servidor WebDAV no respondió: Acta.pdf', count: 0 });
    await entries();
    fireEvent.click(screen.getByRole('button', { name: 'Importar esta carpeta' }));
    const toast = await screen.findByTestId('toast-error');
    expect(toast).toHaveTextContent('No se pudo importar desde la nube');
    expect(toast).toHaveTextContent('El servidor WebDAV no respondió: Acta.pdf');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows why a remote folder cannot be opened, and does not offer to import it', async () => {
    renderDialog();
    fireEvent.click(within(await entries()).getByRole('button', { name: 'Abrir la carpeta roto' }));
    const error = await screen.findByTestId('cbox-cloud-error');
    expect(error).toHaveTextContent('No pudimos abrir esta carpeta');
    expect(error).toHaveTextContent('El servidor WebDAV no respondió: 500 Internal Server Error');
    expect(screen.getByRole('button', { name: 'Importar esta carpeta' })).toBeDisabled();
    expect(screen.queryByTestId('toast-validation')).not.toBeInTheDocument();
  });
});
