import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { BimModel } from '../api/types';
import { EngineError, type BimEngineFactory } from '../engine/types';
import { bimFile, bimModel, elementDetail, elements, page, stubEngine, treeNodes } from '../test/fixtures';
import BimViewer, { type BimViewerProps } from './bim-viewer';

const IFC = new TextEncoder().encode('ISO-10303-21;');

/** Answers the BIM endpoints; `content` answers the file downloads. */
function serve(model: BimModel, content: (call: RecordedCall) => Response | Promise<Response> = () => ifcResponse()) {
  return stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://obra.test');
    if (pathname === `/api/bim/models/${model.id}`) return json({ data: model });
    if (pathname.endsWith('/tree')) return json({ data: treeNodes });
    if (pathname.endsWith('/elements')) return json(page(elements));
    if (pathname.endsWith('/elements/W1')) return json({ data: elementDetail() });
    if (pathname.endsWith('/content')) return content(call);
    return json({ message: 'No encontrado' }, 404);
  });
}

function ifcResponse() {
  return new Response(IFC, { headers: { 'Content-Length': String(IFC.byteLength) } });
}

function renderViewer(props: Partial<BimViewerProps> & { engineFactory: BimEngineFactory }) {
  renderRoutes([{ path: '/', element: <BimViewer modelId="m1" height={600} {...props} /> }], { me: testMe() });
  return screen.getByTestId('bim-viewer');
}

const ready = (viewer: HTMLElement) => waitFor(() => expect(viewer).toHaveAttribute('data-state', 'ready'));

describe('BIM viewer', () => {
  it('downloads and adds every available file, frames the model and tells which files are still missing', async () => {
    const model = bimModel({
      files: [bimFile(), bimFile({ id: 'f2', name: 'mep.ifc', state: 'processing', progress: 20 }), bimFile({ id: 'f3', name: 'est.ifc' })],
    });
    const { calls } = serve(model);
    const { engine, factory } = stubEngine();
    const viewer = renderViewer({ engineFactory: factory });
    expect(viewer).toHaveAttribute('data-state', 'loading');
    await ready(viewer);
    expect(factory).toHaveBeenCalledWith(screen.getByTestId('bim-canvas'));
    // Each file's content is named by the file and its processing date (a conversion kept for the session is reused).
    expect(engine.addFile.mock.calls.map(([fileId, source]) => [fileId, source.key])).toEqual([
      ['f1', expect.stringMatching(/^f1@/)],
      ['f3', expect.stringMatching(/^f3@/)],
    ]);
    expect(calls.filter((call) => call.url.endsWith('/content')).map((call) => call.url)).toEqual([
      '/api/bim/files/f1/content',
      '/api/bim/files/f3/content',
    ]);
    expect(engine.fit).toHaveBeenCalled();
    expect(screen.getByText('Un archivo del modelo aún no está disponible y no se muestra.')).toBeInTheDocument();
  });

  it('shows the bytes received while a file downloads', async () => {
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
    serve(bimModel(), () => new Response(body, { headers: { 'Content-Length': '2048' } }));
    const { factory } = stubEngine();
    const viewer = renderViewer({ engineFactory: factory });
    push?.enqueue(new Uint8Array(1024));
    expect(await screen.findByText('Descargando arquitectura.ifc (1 de 1): 1 KB de 2 KB')).toBeInTheDocument();
    expect(within(viewer).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    push?.enqueue(new Uint8Array(1024));
    push?.close();
    await ready(viewer);
  });

  it('explains that a model without available files cannot be seen yet, with its progress', async () => {
    serve(bimModel({ state: 'processing', progress: 35, files: [bimFile({ state: 'processing', progress: 35 })] }));
    const { factory } = stubEngine();
    const viewer = renderViewer({ engineFactory: factory });
    await waitFor(() => expect(viewer).toHaveAttribute('data-state', 'empty'));
    expect(viewer).toHaveTextContent('El modelo Torre A aún no se puede ver');
    expect(viewer).toHaveTextContent('Sus archivos se están procesando (35 %).');
    expect(factory).not.toHaveBeenCalled();
  });

  it('lists why each file failed when none could be processed', async () => {
    serve(bimModel({ state: 'failed', files: [bimFile({ state: 'failed', error: 'El archivo no es un IFC válido.' })] }));
    const viewer = renderViewer({ engineFactory: stubEngine().factory });
    await waitFor(() => expect(viewer).toHaveAttribute('data-state', 'empty'));
    expect(viewer).toHaveTextContent('arquitectura.ifc: El archivo no es un IFC válido.');
  });

  it('fails with the server reason when a file cannot be downloaded, and tries again on request', async () => {
    let attempts = 0;
    serve(bimModel(), () => (++attempts === 1 ? json({ message: 'Ha ocurrido un error' }, 500) : ifcResponse()));
    const viewer = renderViewer({ engineFactory: stubEngine().factory });
    await waitFor(() => expect(viewer).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByRole('heading', { name: 'No se pudo cargar el modelo' })).toBeInTheDocument();
    expect(screen.getByTestId('bim-failure-reason')).toHaveTextContent('No se pudo descargar el archivo arquitectura.ifc: Ha ocurrido un error');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await ready(viewer);
  });

  it('fails with the reason when the browser has no WebGL or a file cannot be converted', async () => {
    serve(bimModel());
    const noWebGl = vi.fn<BimEngineFactory>(() => Promise.reject(new EngineError('webgl')));
    const viewer = renderViewer({ engineFactory: noWebGl });
    await waitFor(() => expect(viewer).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByTestId('bim-failure-reason')).toHaveTextContent('Este navegador no puede mostrar gráficos 3D: WebGL no está disponible o está desactivado.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('fails with the converter message when a file cannot be converted', async () => {
    serve(bimModel());
    const { engine, factory } = stubEngine();
    engine.addFile.mockRejectedValueOnce(new EngineError('convert', 'Unexpected end of file'));
    const viewer = renderViewer({ engineFactory: factory });
    await waitFor(() => expect(viewer).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByTestId('bim-failure-reason')).toHaveTextContent(
      'No se pudo convertir el archivo arquitectura.ifc para verlo en 3D: Unexpected end of file',
    );
  });

  it('selects what is picked in 3D, shows its properties and clears on empty space', async () => {
    serve(bimModel());
    const { engine, factory, pick } = stubEngine();
    const onSelect = vi.fn();
    const viewer = renderViewer({ engineFactory: factory, onSelect });
    await ready(viewer);
    pick({ fileId: 'f1', stepId: 101, globalId: 'W1' });
    await waitFor(() => expect(viewer).toHaveAttribute('data-selected-global-id', 'W1'));
    expect(onSelect).toHaveBeenCalledWith('W1');
    expect(engine.select).toHaveBeenLastCalledWith('W1');
    expect(await screen.findByRole('heading', { name: 'Muro norte' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aislar la selección' }));
    expect(engine.isolate).toHaveBeenCalledWith(['W1']);
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar la selección' }));
    expect(engine.hide).toHaveBeenCalledWith(['W1']);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar todo' }));
    expect(engine.showAll).toHaveBeenCalled();

    pick(null);
    await waitFor(() => expect(viewer).toHaveAttribute('data-selected-global-id', ''));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(engine.select).toHaveBeenLastCalledWith(null);
  });

  it('follows a selection given by the caller', async () => {
    serve(bimModel());
    const { engine, factory } = stubEngine();
    const viewer = renderViewer({ engineFactory: factory, selected: 'W1' });
    await ready(viewer);
    expect(viewer).toHaveAttribute('data-selected-global-id', 'W1');
    await waitFor(() => expect(engine.select).toHaveBeenCalledWith('W1'));
  });

  it('paints the given colours until they are cleared', async () => {
    serve(bimModel());
    const { engine, factory } = stubEngine();
    const colorBy = { W1: '#40c057', W2: '#fa5252' };
    const viewer = renderViewer({ engineFactory: factory, colorBy });
    await ready(viewer);
    await waitFor(() => expect(engine.setColors).toHaveBeenLastCalledWith(colorBy));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar los colores' }));
    await waitFor(() => expect(engine.setColors).toHaveBeenLastCalledWith({}));
    expect(screen.getByRole('button', { name: 'Quitar los colores' })).toBeDisabled();
  });
});
