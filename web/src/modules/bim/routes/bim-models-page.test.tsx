import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { Probe, renderRoutes, testMe } from '@/test/render';
import { bimFile, bimModel, page } from '../test/fixtures';
import { BimModelsPage, type BimModelsPageProps } from './bim-models-page';

const available = bimModel();
const processing = bimModel({
  id: 'm2',
  model_name: 'Estructura',
  model_id: 'EST-01',
  state: 'processing',
  progress: 40,
  files: [bimFile({ id: 'f2', state: 'processing', progress: 40 })],
});

function renderPage(
  path: string,
  models = [available, processing],
  permissions: string[] = [],
  projectId: string | null = 'proj-1',
  renderViewer?: BimModelsPageProps['renderViewer'],
) {
  const { calls } = stubFetch(({ url }) => (url.startsWith('/api/bim/models?') ? json(page(models)) : json({ message: 'No' }, 404)));
  const view = renderRoutes(
    [
      { path: '/cbox/bim/:modelId?', element: <BimModelsPage basePath="/cbox/bim" testIdPrefix="cbox" renderViewer={renderViewer} /> },
      { path: '/config/projects/models', element: <Probe label="config" /> },
    ],
    { path, me: testMe({ permissions, active_project_id: projectId }) },
  );
  return { ...view, calls };
}

describe('BIM models page', () => {
  it('lists the project models with their state; only available ones open', async () => {
    const { calls, router } = renderPage('/cbox/bim');
    const list = await screen.findByTestId('bim-model-list');
    expect(calls[0]?.url).toContain('projectId=proj-1');
    const rows = within(list).getAllByRole('row');
    expect(within(rows[1]!).getByText('Torre A')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Disponible')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Procesando (40 %)')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Abrir el modelo Estructura' })).toBeDisabled();
    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Abrir el modelo Torre A' }));
    expect(router.state.location.pathname).toBe('/cbox/bim/m1');
  });

  it('shows an empty state with the way to configuration for those who manage projects', async () => {
    const { router } = renderPage('/cbox/bim', [], ['config.projects.manage']);
    const empty = await screen.findByTestId('cbox-bim-empty');
    expect(empty).toHaveTextContent('Los modelos BIM del proyecto aparecerán aquí cuando se carguen en Configuración › Modelos BIM');
    await userEvent.click(within(empty).getByRole('link', { name: 'Ir a Configuración › Modelos BIM' }));
    expect(router.state.location.pathname).toBe('/config/projects/models');
  });

  it('offers no configuration link to users who cannot manage projects', async () => {
    renderPage('/cbox/bim', []);
    const empty = await screen.findByTestId('cbox-bim-empty');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the empty state without asking when no project is active', async () => {
    const { calls } = renderPage('/cbox/bim', [available], [], null);
    expect(await screen.findByTestId('cbox-bim-empty')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when the model in the address is not one of the project', async () => {
    renderPage('/cbox/bim/other');
    expect(await screen.findByTestId('cbox-bim-not-found')).toHaveTextContent('El modelo no existe o no pertenece al proyecto activo.');
  });

  it('shows the model picker above the viewer of the chosen model', async () => {
    renderPage('/cbox/bim/m1');
    expect(await screen.findByRole('combobox', { name: 'Modelo' })).toHaveValue('Torre A (ARQ-01) · Disponible');
    expect(await screen.findByTestId('bim-viewer')).toBeInTheDocument();
  });

  it('lets a module show the chosen model its own way, under the same picker', async () => {
    renderPage('/cbox/bim/m1', undefined, [], 'proj-1', (modelId) => <Probe label={`tickets beside ${modelId}`} />);
    expect(await screen.findByRole('combobox', { name: 'Modelo' })).toHaveValue('Torre A (ARQ-01) · Disponible');
    expect(screen.getByTestId('probe')).toHaveTextContent('tickets beside m1');
    expect(screen.queryByTestId('bim-viewer')).not.toBeInTheDocument();
  });
});
