import { IconTicket } from '@tabler/icons-react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { ModulePageProps } from '@/components/ui/landing';
import { form, page } from '../test/fixtures';
import CmanagementModule from './cmanagement-module';

function renderModule(path: string, access: ModulePageProps['access'] = 'granted') {
  stubFetch((call) => (call.url.startsWith('/api/cmanagement/form') ? json({ data: form }) : json(page([]))));
  return renderRoutes(
    [{ path: '/cmanagement/*', element: <CmanagementModule module="cmanagement" icon={IconTicket} access={access} activation={{ kind: 'upgrade', canRequest: true }} /> }],
    { path, me: testMe({ permissions: ['cmanagement-access'] }) },
  );
}

describe('cmanagement module routes', () => {
  it('opens on the tickets', async () => {
    const { router } = renderModule('/cmanagement');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cmanagement/tickets'));
    expect(await screen.findByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Agenda' })).toBeInTheDocument();
    // Without `cmanagement.tickets.create` there is no "Nuevo ticket".
    expect(await screen.findByTestId('tickets-empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo ticket' })).not.toBeInTheDocument();
  });

  it('shows the BIM models of the project, an empty state when it has none', async () => {
    renderModule('/cmanagement/bim/m1');
    expect(await screen.findByTestId('cmanagement-bim-empty')).toHaveTextContent(
      'Los modelos BIM del proyecto aparecerán aquí cuando se carguen en Configuración › Modelos BIM',
    );
    expect(screen.getByRole('tab', { name: 'BIM' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the landing on landing', async () => {
    renderModule('/cmanagement/landing');
    expect(await screen.findByTestId('landing-cmanagement')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Tickets' })).not.toBeInTheDocument();
  });

  it('always shows the landing when the plan lacks the module', async () => {
    renderModule('/cmanagement/tickets', 'plan');
    expect(await screen.findByTestId('landing-cmanagement')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Tickets' })).not.toBeInTheDocument();
  });
});
