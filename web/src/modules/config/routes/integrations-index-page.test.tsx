import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, stubFetch } from '@/test/fetch-stub';
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
      '/config/integraciones/api-keys',
      '/config/integraciones/webhooks',
      '/config/integraciones/procore',
      '/config/integraciones/hubspot',
      '/config/integraciones/planificacion',
      '/config/integraciones/almacenamiento',
      '/config/integraciones/rrhh',
      '/config/integraciones/bim',
    ]);
    expect(screen.queryByText('Activa')).toBeNull();
    expect(screen.getByTestId('integration-card-apiV2')).toHaveTextContent('Conecta tus programas con Obra');
    expect(screen.getByTestId('integration-card-procore')).toHaveTextContent('Gestor de obra');
  });

  it("shows each connector's state to integration administrators", async () => {
    const states = [
      { kind: 'webhooks', active: true, configured: true, last_error_at: null, updated_at: null },
      { kind: 'crm', active: true, configured: true, last_error_at: '2026-11-27T05:00:00Z', updated_at: null },
      { kind: 'hr', active: false, configured: false, last_error_at: null, updated_at: null },
    ];
    const { calls } = stubFetch((call) => (call.url.endsWith('/api/integrations') ? json({ data: states }) : json({ data: {} })));
    renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/integraciones/index', me: testMe({ permissions: ['config.integrations.manage'] }) });
    const crm = await screen.findByTestId('integration-card-hubspot', {}, { timeout: 8000 });
    await within(crm).findByText('Error reciente');
    expect(within(crm).getByText('Activa')).toBeInTheDocument();
    expect(within(screen.getByTestId('integration-card-webhooks')).getByText('Activa')).toBeInTheDocument();
    expect(within(screen.getByTestId('integration-card-hr')).getByText('Inactiva')).toBeInTheDocument();
    expect(within(screen.getByTestId('integration-card-bim')).queryByText(/Activa|Inactiva/)).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/api/integrations'))).toBe(true);
  });

  it('speaks Brazilian Portuguese', async () => {
    renderIndex('/config/integraciones/index');
    await screen.findByTestId('integrations-index-page', {}, { timeout: 8000 });
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(screen.getByTestId('integration-card-webhooks')).toHaveTextContent('Avise os seus sistemas, na hora, de cada mudança no Obra.');
    expect(screen.getByTestId('integration-card-apiV1')).toHaveTextContent('A API anterior');
  });
});
