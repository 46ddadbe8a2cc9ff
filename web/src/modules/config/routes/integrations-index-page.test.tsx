import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import ConfigModule from './config-module';

function renderIndex(path = '/config/integraciones') {
  stubFetch();
  return renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me: testMe() });
}

describe('integrations index (/config/integraciones/index)', { timeout: 30_000 }, () => {
  it('opens from /config/integraciones with one card per integration, each linking to its screen', async () => {
    const { router } = renderIndex();
    const page = await screen.findByTestId('integrations-index-page', {}, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/config/integraciones/index');
    const links = within(page).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/config/integraciones/api',
      '/config/integraciones/apiV2/introduction',
      '/config/integraciones/webhooks',
      '/config/integraciones/procore',
      '/config/integraciones/hubspot',
      '/config/integraciones/bim',
    ]);
    expect(screen.getByTestId('integration-card-apiV2')).toHaveTextContent('Conecta tus programas con Obra');
    expect(screen.getByTestId('integration-card-procore')).toHaveTextContent('Gestor de obra');
  });

  it('speaks Brazilian Portuguese', async () => {
    renderIndex('/config/integraciones/index');
    await screen.findByTestId('integrations-index-page', {}, { timeout: 8000 });
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(screen.getByTestId('integration-card-webhooks')).toHaveTextContent('Avise os seus sistemas, na hora, de cada mudança no Obra.');
    expect(screen.getByTestId('integration-card-apiV1')).toHaveTextContent('A API anterior');
  });
});
