import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { elementDetail } from '../../test/fixtures';
import { PropertiesPanel } from './properties-panel';

function renderPanel(onClose = vi.fn()) {
  renderRoutes([{ path: '/', element: <PropertiesPanel modelId="m1" globalId="W1" onClose={onClose} /> }], { me: testMe() });
  return onClose;
}

describe('properties panel', () => {
  it('shows class, name, type, storey and the property sets as groups, the first one open', async () => {
    const { calls } = stubFetch(() => json({ data: elementDetail() }));
    renderPanel();
    const panel = await screen.findByRole('complementary', { name: 'Propiedades' });
    expect(await within(panel).findByRole('heading', { name: 'Muro norte' })).toBeInTheDocument();
    expect(within(panel).getByText('IfcWall')).toBeInTheDocument();
    expect(within(panel).getByText('Muro 20 cm')).toBeInTheDocument();
    expect(within(panel).getByText('Nivel 1')).toBeInTheDocument();
    expect(within(panel).getByText('W1')).toBeInTheDocument();
    expect(calls[0]?.url).toContain('/api/bim/models/m1/elements/W1');

    const psets = within(panel).getByRole('button', { name: /Pset_WallCommon/ });
    expect(psets).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('FireRating')).toBeVisible();
    const quantities = within(panel).getByRole('button', { name: /Qto_WallBaseQuantities/ });
    expect(quantities).toHaveAttribute('aria-expanded', 'false');
    expect(within(quantities).getByText('Cantidades')).toBeInTheDocument();
    await userEvent.click(quantities);
    expect(quantities).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('4.5')).toBeInTheDocument();
  });

  it('says when an element has no property sets, and closes', async () => {
    stubFetch(() => json({ data: elementDetail({ property_sets: [], type_name: null }) }));
    const onClose = renderPanel();
    expect(await screen.findByText('Este elemento no tiene conjuntos de propiedades.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar las propiedades' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the element cannot be read', async () => {
    stubFetch(() => json({ message: 'No encontrado' }, 404));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron obtener las propiedades del elemento.');
  });
});
