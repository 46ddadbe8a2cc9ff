import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleAccess } from '@/lib/session';
import type { BimModel } from '@/modules/bim';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import UploaderPage from './uploader-page';

const file = (id: string, name: string, state: BimModel['state'], elements: number) => ({
  id,
  name,
  size: 2_400_000,
  state,
  progress: state === 'processing' ? 40 : 100,
  error: null,
  schema: 'IFC2X3',
  stage: null,
  elements,
  created_at: '2026-03-01T10:00:00Z',
  processed_at: null,
});

const model = (id: string, concrete: boolean, files: BimModel['files'] = []): BimModel => ({
  id,
  project_id: 'proj-1',
  model_name: concrete ? 'Estructura Torre A' : 'Arquitectura',
  model_id: concrete ? 'HOR-01' : 'ARQ-01',
  state: 'available',
  progress: 100,
  concrete,
  files,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:05:00Z',
  version: 1,
});

function stubServer(models: BimModel[] | 'fail') {
  vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(respond(input, init))));
  function respond(input: RequestInfo | URL, init?: RequestInit): Response {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://obra.test'), init);
    const url = new URL(request.url, 'http://obra.test');
    if (url.pathname === '/api/bim/models' && models !== 'fail') return json({ data: models, current_page: 1, total: models.length, rowsPerPage: 200, has_more: false });
    return json({ message: 'boom' }, 500);
  }
}

const granted = (module: ModuleAccess['module']): ModuleAccess => ({ module, access: 'granted', permission: module });

function renderPage(modules = [granted('concrete'), granted('quality')], permissions = ['modulo_hormigon']) {
  return renderRoutes([{ path: '/concrete/uploader', element: <UploaderPage /> }], { path: '/concrete/uploader', me: testMe({ permissions, modules }) });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the Concrete model (/concrete/uploader)', () => {
  it('shows the model assigned to Concrete with its files, their processing and the elements, and where to open and manage it', async () => {
    stubServer([model('m0', false), model('m1', true, [file('f1', 'estructura.ifc', 'available', 120), file('f2', 'losas.ifc', 'processing', 0)])]);
    renderPage();
    const card = await screen.findByTestId('concrete-uploader-model');
    expect(card).toHaveAttribute('data-model-id', 'm1');
    expect(card).toHaveTextContent('Estructura Torre A');
    expect(card).toHaveTextContent('ID del modelo: HOR-01');
    expect(screen.getByTestId('concrete-uploader-elements')).toHaveTextContent('120 elementos indexados');
    const rows = within(card).getAllByTestId('concrete-uploader-file');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['available', 'processing']);
    expect(rows[0]).toHaveTextContent('Disponible');
    expect(rows[1]).toHaveTextContent('Procesando 40 %');
    expect(screen.getByRole('link', { name: 'Abrir en el visor BIM' })).toHaveAttribute('href', '/quality/bim/m1');
    expect(screen.getByRole('link', { name: 'Gestionar archivos IFC' })).toHaveAttribute('href', '/config/projects/models?project=proj-1&model=m1');
    expect(screen.getByRole('link', { name: 'Ver avance BIM' })).toHaveAttribute('href', '/concrete/advanceBim');
  });

  it('offers the spreadsheet imports below the model only to who may register placements', async () => {
    stubServer([model('m1', true)]);
    const { unmount } = renderPage();
    expect(await screen.findByTestId('concrete-uploader-model')).toBeInTheDocument();
    expect(screen.queryByTestId('concrete-import')).not.toBeInTheDocument();
    unmount();
    renderPage(undefined, ['modulo_hormigon', 'concrete.placements.edit']);
    const section = await screen.findByTestId('concrete-import');
    expect(within(section).getByRole('heading', { name: 'Importar desde planilla' })).toBeInTheDocument();
    expect(screen.getByTestId('concrete-uploader-model').compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no plain viewer without a module that has one', async () => {
    stubServer([model('m1', true)]);
    renderPage([granted('concrete')]);
    expect(await screen.findByTestId('concrete-uploader-no-files')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abrir en el visor BIM' })).not.toBeInTheDocument();
  });

  it('explains that one model per project is assigned to Concrete in the BIM models configuration', async () => {
    stubServer([model('m0', false)]);
    renderPage();
    expect(await screen.findByTestId('concrete-uploader-no-model')).toHaveTextContent('Solo un modelo por proyecto puede asignarse a Hormigón');
    expect(screen.getByRole('link', { name: 'Ir a Modelos BIM' })).toHaveAttribute('href', '/config/projects/models');
  });

  it('shows the failure with a retry', async () => {
    stubServer('fail');
    renderPage();
    expect(await screen.findByTestId('concrete-uploader-error', {}, { timeout: 5000 })).toHaveTextContent('No se pudo cargar el modelo');
  });
});
