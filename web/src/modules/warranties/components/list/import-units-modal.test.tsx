import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../../test/jsdom-gaps';
import { EDITOR } from '../../test/fixtures';
import { ImportUnitsModal } from './import-units-modal';

function stubUpload(response: () => Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderModal() {
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <ImportUnitsModal opened onClose={onClose} /> }], { me: testMe({ permissions: EDITOR }) });
  const dialog = screen.getByRole('dialog', { name: 'Importar unidades' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input!, { target: { files: [new File(['xlsx'], 'unidades.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] } });
  return { dialog, onClose };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('importing units from an .xlsx', () => {
  it('lists the rows a refused file has wrong, in file order, and writes nothing', async () => {
    stubUpload(() => json({ message: 'Revisa los datos', errors: { 'row 12': ['El tipo «Tipo Z» no existe.'], 'row 3': ['La unidad 101 ya existe.', 'El piso es obligatorio.'] } }, 422));
    const { dialog, onClose } = renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const errors = await within(dialog).findByTestId('import-errors');
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fila 3: La unidad 101 ya existe.',
      'Fila 3: El piso es obligatorio.',
      'Fila 12: El tipo «Tipo Z» no existe.',
    ]);
    expect(errors).toHaveTextContent('No se guardó ninguna fila');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the file as multipart to the active project and closes with the count', async () => {
    configureApi({ activeProjectId: () => 'proj-1' });
    const fetchMock = stubUpload(() => json({ data: { created: 12 } }));
    const { dialog, onClose } = renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/warranties/units/import?projectId=proj-1');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Se importaron 12 unidades.')).toBeInTheDocument();
  });
});
