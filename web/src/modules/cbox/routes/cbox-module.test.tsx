import { IconFolders } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { ModulePageProps } from '@/components/ui/landing';
import CboxModule from './cbox-module';

function renderModule(path: string, access: ModulePageProps['access'] = 'granted') {
  stubFetch(() => json({ data: [], current_page: 1, total: 0, rowsPerPage: 100, has_more: false }));
  const activation = { kind: 'activation', canRequest: true } as const;
  return renderRoutes([{ path: '/cbox/*', element: <CboxModule module="cbox" icon={IconFolders} access={access} activation={activation} /> }], {
    path,
    me: testMe({ permissions: ['modulo_biblioteca'] }),
  });
}

describe('cbox module routes', () => {
  it('shows the BIM models empty state', async () => {
    renderModule('/cbox/bim');
    expect(await screen.findByText('Los modelos BIM del proyecto aparecerán aquí cuando se carguen en Configuración › Modelos BIM')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Modelos BIM' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the landing on landing and activation', async () => {
    renderModule('/cbox/landing');
    expect(await screen.findByTestId('landing-cbox')).toBeInTheDocument();
  });

  it('always shows the landing when the plan lacks the module', async () => {
    renderModule('/cbox/folders', 'plan');
    expect(await screen.findByTestId('landing-cbox')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Solicitar activación' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Documentos' })).not.toBeInTheDocument();
  });
});
