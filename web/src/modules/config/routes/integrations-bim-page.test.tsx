import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { bimFile, bimModel, listOf } from '../components/bim/test-fixtures';
import ConfigModule from './config-module';

const projects = [
  { id: 'proj-1', name: 'Edificio Los Robles' },
  { id: 'proj-2', name: 'Condominio El Alba' },
];

function renderOverview(permissions: string[], failing: string | null = null) {
  const stub = stubFetch((call) => {
    const project = new URL(call.url, 'http://obra.test').searchParams.get('projectId');
    if (project === failing) return json({ message: 'Error interno' }, 500);
    if (project === 'proj-1') return json(listOf([bimModel()]));
    if (project === 'proj-2') {
      return json(listOf([bimModel({ id: 'model-7', project_id: 'proj-2', model_name: 'Casa tipo', model_id: 'CT', state: 'optimizing', progress: 70, files: [bimFile({ state: 'optimizing', progress: 70 })] })]));
    }
    return json({ message: 'unexpected' }, 500);
  });
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/integraciones/bim', me: testMe({ permissions, projects }) }) };
}

describe('BIM integration (/config/integraciones/bim)', { timeout: 30_000 }, () => {
  it("explains the formats and lists every model of the user's projects, each linked to its panel", async () => {
    const { calls } = renderOverview(['config.projects.manage']);
    const table = await screen.findByTestId('bim-company-models', {}, { timeout: 8000 });
    expect(screen.getByTestId('bim-formats')).toHaveTextContent('IFC2X3');
    expect(screen.getByTestId('bim-formats')).toHaveTextContent('Archivos .ifc o .ifczip de hasta 1 GB cada uno.');
    expect(screen.getByTestId('bim-formats')).toHaveTextContent('sin instalar programas ni complementos');

    const link = await within(table).findByRole('link', { name: 'Gestionar el modelo «Casa tipo»' });
    expect(link).toHaveAttribute('href', '/config/projects/models?project=proj-2&model=model-7');
    const row = link.closest('tr');
    expect(row).toHaveTextContent('Condominio El Alba');
    expect(row).toHaveTextContent('Optimizando 70 %');
    expect(within(table).getByText('Torre A').closest('tr')).toHaveTextContent('Edificio Los Robles');
    expect(calls.map((call) => call.url).sort()).toEqual(['/api/bim/models?projectId=proj-1', '/api/bim/models?projectId=proj-2']);
  });

  it('lists without links for a user who cannot manage models, and says which projects failed', async () => {
    renderOverview([], 'proj-1');
    const table = await screen.findByTestId('bim-company-models', {}, { timeout: 8000 });
    expect(await within(table).findByText('Casa tipo')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByTestId('bim-load-error')).toHaveTextContent('No pudimos cargar los modelos de 1 proyecto');
  });
});
