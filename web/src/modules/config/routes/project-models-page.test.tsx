import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { bimFile, bimModel, listOf } from '../components/bim/test-fixtures';
import type * as UploadBridge from '../components/bim/upload-bridge';
import type { UploadCallbacks, UploadTarget } from '../components/bim/upload-bridge';
import ConfigModule from './config-module';

// Uploads go to a fake tus task: the test plays the server's side through its callbacks.
const uploads = vi.hoisted(() => ({ tasks: [] as { name: string; target: UploadTarget; callbacks: UploadCallbacks }[] }));
vi.mock('../components/bim/upload-bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadBridge>()),
  createTusTask: (file: File, target: UploadTarget, callbacks: UploadCallbacks) => {
    uploads.tasks.push({ name: file.name, target, callbacks });
    return { start: () => undefined, abort: () => Promise.resolve() };
  },
}));

const admin = testMe({ permissions: ['config.projects.manage'] });
const torreA = bimModel();
type Route = (call: RecordedCall) => Response | undefined;

function renderModels({ models = [torreA], route, path = '/config/projects/models', me = admin }: { models?: unknown[]; route?: Route; path?: string; me?: typeof admin } = {}) {
  const stub = stubFetch((call) => {
    const answer = route?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.startsWith('/api/bim/models?')) return json(listOf(models));
    if (call.method === 'GET' && call.url.startsWith('/api/bim/models/model-1?')) return json({ data: torreA });
    if (call.method === 'GET' && call.url.startsWith('/api/quality/stages?')) return json(listOf([{ id: 'st-1', name: 'Obra gruesa', position: 1, activities: 4, files: [] }]));
    return json({ message: 'unexpected' }, 500);
  });
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me }) };
}

/** Opens Torre A's panel through the URL, as the company overview links to it. */
async function openPanel(route?: Route) {
  const view = renderModels({ route, path: '/config/projects/models?project=proj-1&model=model-1' });
  const panel = await screen.findByTestId('bim-model-panel', {}, { timeout: 8000 });
  return { ...view, panel };
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
  uploads.tasks.length = 0;
});

describe('BIM models per project (/config/projects/models)', { timeout: 30_000 }, () => {
  it('lists the models with their state and progress, files and Concrete, and polls while one is processing', async () => {
    const processing = bimModel({ id: 'model-2', model_name: 'Torre B', model_id: 'TB-01', state: 'processing', progress: 40, files: [bimFile({ id: 'f2', state: 'processing', progress: 40 }), bimFile({ id: 'f3' })] });
    const failed = bimModel({ id: 'model-3', model_name: 'Torre C', model_id: 'TC-01', state: 'failed', files: [bimFile({ id: 'f4', state: 'failed', error: 'El archivo no es un IFC válido.' })] });
    const { calls } = renderModels({ models: [{ ...torreA, concrete: true }, processing, failed] });
    await screen.findByText('Torre B', {}, { timeout: 8000 });

    expect(within(rowOf('Torre A')).getByTestId('bim-state')).toHaveTextContent('Disponible');
    expect(within(rowOf('Torre A')).getByText('Hormigón')).toBeInTheDocument();
    expect(within(rowOf('Torre A')).getByText('TA-01')).toBeInTheDocument();
    expect(within(rowOf('Torre B')).getByTestId('bim-state')).toHaveTextContent('Procesando 40 %');
    expect(within(rowOf('Torre B')).getByRole('progressbar', { name: 'Avance del procesamiento de Torre B' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(rowOf('Torre B')).getByText('2')).toBeInTheDocument();
    expect(within(rowOf('Torre C')).getByTestId('bim-state')).toHaveTextContent('Falló');
    expect(within(rowOf('Torre C')).getByTestId('bim-failure')).toHaveTextContent('El archivo no es un IFC válido.');
    expect(calls[0]?.url).toBe('/api/bim/models?projectId=proj-1');

    // Torre B is processing: the list is asked again after 1.5 s.
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/bim/models?')).length).toBeGreaterThan(1), { timeout: 4000 });
  });

  it('offers creating the first model, requires both fields, and shows the server refusal on its field', async () => {
    const { calls } = renderModels({
      models: [],
      route: (call) => (call.method === 'POST' ? json({ message: 'Revisa los datos', errors: { model_id: ['Ya existe un modelo con ese ID en el proyecto.'] } }, 422) : undefined),
    });
    expect(await screen.findByTestId('bim-models-empty', {}, { timeout: 8000 })).toHaveTextContent('Este proyecto aún no tiene modelos BIM');
    fireEvent.click(screen.getByTestId('bim-new-model'));
    const form = await screen.findByTestId('bim-model-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Crear modelo' }));
    expect(await within(form).findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /Nombre del modelo/ }), { target: { value: ' Torre A ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /ID del modelo/ }), { target: { value: 'TA-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear modelo' }));
    expect(await within(form).findByText('Ya existe un modelo con ese ID en el proyecto.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/bim/models', body: { project_id: 'proj-1', model_name: 'Torre A', model_id: 'TA-01' } });
  });

  it('refuses files that are not IFC before sending anything, and uploads the others to the model', async () => {
    const { calls } = await openPanel();
    const file = (name: string) => new File(['x'.repeat(100)], name);
    fireEvent.change(screen.getByLabelText('Archivos IFC para adjuntar'), { target: { files: [file('planta.pdf'), file('torre-b.ifczip'), file('LEEME')] } });

    const rows = await screen.findAllByTestId('bim-upload');
    const row = (name: string) => rows.find((candidate) => within(candidate).queryByText(name)) ?? null;
    expect(row('planta.pdf')).toHaveTextContent('Solo se aceptan archivos .ifc y .ifczip.');
    expect(row('LEEME')).toHaveTextContent('El archivo no tiene extensión');
    expect(uploads.tasks.map((task) => task.name)).toEqual(['torre-b.ifczip']);
    expect(uploads.tasks[0]?.target).toEqual({ projectId: 'proj-1', folderId: null, purpose: 'bim', metadata: { modelId: 'model-1' } });

    const callbacks = uploads.tasks[0]!.callbacks;
    act(() => callbacks.onProgress(50, 100));
    expect(row('torre-b.ifczip')).toHaveTextContent('Subiendo 50 %');
    const asked = calls.length;
    act(() => callbacks.onSuccess('file-9'));
    // The finished upload refreshes the model, which now lists the file as uploaded.
    await waitFor(() => expect(calls.slice(asked).some((call) => call.url.startsWith('/api/bim/models/model-1'))).toBe(true));
  });

  it("tells in a notification that only one model can be Concrete's, and leaves the switch off", async () => {
    const refusal = 'Solo un modelo puede estar asignado a Hormigón.';
    const { calls } = await openPanel((call) => (call.method === 'PUT' ? json({ message: 'Revisa los datos', errors: { concrete: [refusal] } }, 422) : undefined));
    const toggle = screen.getByRole('switch', { name: /Asignar a Hormigón/ });
    fireEvent.click(toggle);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/bim/models/model-1', body: { version: 3, concrete: true } });
    expect(toggle).not.toBeChecked();
  });

  it('shows under its input a stage that another file already has', async () => {
    const { panel } = await openPanel((call) =>
      call.method === 'PUT' ? json({ message: 'Revisa los datos', errors: { stage: ['Otro archivo del modelo ya está en esa etapa.'] } }, 422) : undefined,
    );
    const stage = within(panel).getByLabelText('Etapa de Calidad de torre-a-arq.ifc');
    fireEvent.change(stage, { target: { value: 'Terminaciones' } });
    fireEvent.blur(stage);
    expect(await within(panel).findByText('Otro archivo del modelo ya está en esa etapa.')).toBeInTheDocument();
    expect(stage).toHaveValue('Terminaciones');
  });

  it("offers the project's quality stages as a file's stage", async () => {
    const { panel, calls } = await openPanel();
    const stage = within(panel).getByLabelText('Etapa de Calidad de torre-a-arq.ifc');
    fireEvent.focus(stage);
    fireEvent.click(stage);
    expect(await screen.findByRole('option', { name: 'Obra gruesa' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/quality/stages?projectId=proj-1')).toBe(true);
  });

  it('force delete lists what it removes and stays off until the model name is typed', async () => {
    const impact = { items: [{ key: 'files', count: 2 }, { key: 'elements', count: 1234 }, { key: 'concrete_placements', count: 5 }, { key: 'future_links', count: 7 }] };
    const { calls } = await openPanel((call) => {
      if (call.url.startsWith('/api/bim/models/model-1/impact')) return json({ data: impact });
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    fireEvent.click(screen.getByTestId('bim-force-delete-open'));
    const dialog = await screen.findByTestId('bim-force-delete');
    expect(dialog).toHaveTextContent('Esta acción es irreversible');
    const list = await within(dialog).findByTestId('bim-impact');
    expect(within(list).getByText('Archivos IFC').closest('li')).toHaveTextContent('2');
    expect(within(list).getByText('Elementos del modelo').closest('li')).toHaveTextContent('1234');
    expect(within(list).getByText('Vínculos de hormigonados').closest('li')).toHaveTextContent('5');
    expect(within(list).getByText('future_links').closest('li')).toHaveTextContent('7');
    expect(calls.find((call) => call.url.includes('/impact'))?.url).toBe('/api/bim/models/model-1/impact?projectId=proj-1');

    const confirm = within(dialog).getByTestId('bim-force-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('bim-force-name'), { target: { value: 'Torre' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('bim-force-name'), { target: { value: 'Torre A' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    expect(await screen.findByText('Se eliminó el modelo «Torre A».')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/bim/models/model-1', body: { confirm: true } });
    await waitFor(() => expect(screen.queryByTestId('bim-model-panel')).not.toBeInTheDocument());
  });

  it('says when the models could not be loaded, and retries', async () => {
    let fail = true;
    renderModels({ route: (call) => (call.url.startsWith('/api/bim/models?') && fail ? json({ message: 'Error interno' }, 500) : undefined) });
    const error = await screen.findByTestId('bim-load-error', {}, { timeout: 8000 });
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Torre A')).toBeInTheDocument();
  });

  it('is closed without config.projects.manage, and its section leaves the navigation', async () => {
    renderModels({ me: testMe({ permissions: ['config.positions.manage'] }) });
    expect(await screen.findByTestId('no-permission', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('config-nav-projectModels')).not.toBeInTheDocument();
  });
});
