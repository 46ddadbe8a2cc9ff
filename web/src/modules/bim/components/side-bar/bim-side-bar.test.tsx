import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { elementDetail, elements, page, treeNodes } from '../../test/fixtures';
import { BimSideBar } from './bim-side-bar';

function serve() {
  return stubFetch(({ url }) => {
    const { pathname, searchParams } = new URL(url, 'http://obra.test');
    if (pathname === '/api/bim/models/m1/tree') return json({ data: treeNodes });
    if (pathname === '/api/bim/models/m1/elements') {
      const storey = searchParams.get('storey');
      const search = searchParams.get('search')?.toLowerCase() ?? '';
      return json(page(elements.filter((e) => (!storey || e.storey_id === storey) && (e.name ?? '').toLowerCase().includes(search))));
    }
    if (pathname === '/api/bim/models/m1/elements/C1') return json({ data: elementDetail({ ...elements[2]! }) });
    return json({ message: 'No encontrado' }, 404);
  });
}

function renderSideBar(selected: string | null = null) {
  const onSelect = vi.fn();
  const fileNames = new Map([['f1', 'arquitectura.ifc']]);
  const view = renderRoutes([{ path: '/', element: <BimSideBar modelId="m1" selected={selected} onSelect={onSelect} fileNames={fileNames} /> }], {
    me: testMe(),
  });
  return { ...view, onSelect };
}

describe('BIM side bar', () => {
  it('shows the spatial tree with storeys open and lists the elements of the chosen storey', async () => {
    const { calls } = serve();
    const { onSelect } = renderSideBar();
    const tree = await screen.findByRole('tree', { name: 'Estructura espacial' });
    expect(await within(tree).findByText('Proyecto Torre')).toBeInTheDocument();
    expect(within(tree).getByText('Nivel 2')).toBeInTheDocument();
    // The space under Nivel 1 stays folded until asked for.
    expect(within(tree).queryByText('Space')).not.toBeInTheDocument();
    await userEvent.click(within(tree).getByRole('button', { name: 'Expandir Nivel 1' }));
    expect(within(tree).getByText('Space')).toBeInTheDocument();

    await userEvent.click(within(tree).getByText('Nivel 1'));
    const list = await screen.findByRole('list', { name: 'Elementos de Nivel 1' });
    expect(within(list).getByText('Muro norte')).toBeInTheDocument();
    expect(within(list).getByText('IfcWall · Muro 20 cm')).toBeInTheDocument();
    expect(within(list).queryByText('Pilar P1')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('storey=L1'))).toBe(true);

    await userEvent.click(within(list).getByText('Muro sur'));
    expect(onSelect).toHaveBeenCalledWith('W2');
  });

  it('searches elements by name across the model', async () => {
    const { calls } = serve();
    renderSideBar();
    await screen.findByText('Proyecto Torre');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar elementos por nombre' }), 'pilar');
    const list = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(within(list).getByText('Pilar P1')).toBeInTheDocument();
    expect(within(list).queryByText('Muro norte')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('search=pilar'))).toBe(true);
  });

  it('opens the storey of an element selected in 3D and marks it in the list', async () => {
    serve();
    renderSideBar('C1');
    const list = await screen.findByRole('list', { name: 'Elementos de Nivel 2' });
    await waitFor(() => expect(within(list).getByText('Pilar P1').closest('button')).toHaveAttribute('aria-current', 'true'));
  });

  it('says so when the tree cannot be read', async () => {
    stubFetch(() => json({ message: 'Ha ocurrido un error' }, 500));
    renderSideBar();
    expect(await screen.findByText('No se pudo obtener la estructura del modelo.')).toBeInTheDocument();
  });
});
