import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReferenceRendererProps } from '../components/api-docs/reference-renderer';
import { renderApiDocs } from '../components/api-docs/test-helpers';

// Scalar itself is tried in the browser (e2e); here the stand-in shows what the page hands it.
vi.mock('../components/api-docs/reference-renderer', () => ({
  default: ({ document, dark, locale, single }: ReferenceRendererProps) => (
    <div data-testid="api-reference-renderer" data-dark={dark} data-locale={locale} data-single={single}>
      {Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).filter((key) => key !== 'parameters').map((method) => <code key={`${method} ${path}`}>{`${method} ${path}`}</code>))}
    </div>
  ),
}));

const shown = () => within(screen.getByTestId('api-reference-renderer')).getAllByRole('code').map((node) => node.textContent);

describe('API v2 reference (/config/integraciones/apiV2/:group/:subgroup)', { timeout: 30_000 }, () => {
  it("hands the renderer only the chosen operation, and lists its group's operations on the left", async () => {
    renderApiDocs('/config/integraciones/apiV2/projects/list_projects');
    await screen.findByTestId('api-reference-renderer', {}, { timeout: 8000 });
    expect(shown()).toEqual(['get /api/projects']);
    expect(screen.getByTestId('api-reference-renderer')).toHaveAttribute('data-dark', 'false');
    expect(screen.getByTestId('api-reference-renderer')).toHaveAttribute('data-locale', 'es');
    expect(screen.getByTestId('api-reference-renderer')).toHaveAttribute('data-single', 'true');
    expect(screen.getByTestId('api-reference-path')).toHaveTextContent('/api/projects');
    const nav = screen.getByTestId('api-reference-nav');
    expect(within(nav).getByTestId('api-operation-list_projects')).toHaveTextContent("GETThe user's projects, paginated.");
    expect(within(nav).getByTestId('api-operation-get_project')).toHaveTextContent('One project.');
    expect(within(nav).queryByTestId('api-operation-get_me')).not.toBeInTheDocument();
  });

  it('shows a whole group with `all`, and moves to an operation from the navigation', async () => {
    const { router } = renderApiDocs('/config/integraciones/apiV2/projects/all');
    await screen.findByTestId('api-reference-renderer', {}, { timeout: 8000 });
    expect(shown()).toEqual(['get /api/projects', 'post /api/projects', 'get /api/projects/{id}', 'put /api/projects/{id}/logo']);
    expect(screen.getByTestId('api-reference')).toHaveTextContent('El grupo completo: 4 operaciones');
    expect(screen.getByTestId('api-reference-renderer')).toHaveAttribute('data-single', 'false');
    await userEvent.click(screen.getByTestId('api-operation-get_project'));
    expect(router.state.location.pathname).toBe('/config/integraciones/apiV2/projects/get_project');
    await vi.waitFor(() => expect(shown()).toEqual(['get /api/projects/{id}']));
  });

  it('offers a group and an operation to pick where the column is too narrow for the list', async () => {
    const { router } = renderApiDocs('/config/integraciones/apiV2/auth/all', { width: 540 });
    const picker = await screen.findByTestId('api-reference-picker', {}, { timeout: 8000 });
    expect(screen.queryByTestId('api-reference-nav')).not.toBeInTheDocument();
    expect(within(picker).getByRole('combobox', { name: 'Grupo' })).toHaveValue('Sesión y usuario actual (2)');
    expect(within(picker).getByRole('combobox', { name: 'Operación' })).toHaveValue('Todo el grupo (2 operaciones)');

    await userEvent.click(within(picker).getByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Proyectos (4)' }));
    expect(router.state.location.pathname).toBe('/config/integraciones/apiV2/projects/all');
    await userEvent.click(within(picker).getByRole('combobox', { name: 'Operación' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GET · One project.' }));
    expect(router.state.location.pathname).toBe('/config/integraciones/apiV2/projects/get_project');
    await vi.waitFor(() => expect(shown()).toEqual(['get /api/projects/{id}']));
  });

  it('says so for a group or an operation the document does not have', async () => {
    renderApiDocs('/config/integraciones/apiV2/projects/nope');
    expect(await screen.findByTestId('api-reference-not-found', {}, { timeout: 8000 })).toHaveTextContent('Este grupo u operación no existe en la API.');
    expect(screen.queryByTestId('api-reference-renderer')).not.toBeInTheDocument();
  });
});
