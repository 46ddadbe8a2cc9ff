import { IconShieldCheck } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { MANAGER, page, request, requestForm, summary } from '../test/request-fixtures';
import WarrantiesModule from './warranties-module';

type Answer = (call: RecordedCall, url: URL) => Response | undefined;

function renderList(answer: Answer = () => undefined, path = '/warranties/solicitudes', permissions = MANAGER) {
  const stub = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const own = answer(call, url);
    if (own) return own;
    switch (url.pathname) {
      case '/api/warranties/requests':
        return json(page([request(), request({ id: 'r2', number: 8, subject: 'Puerta descuadrada', status: 'postponed', out_of_warranty: 1, owner: null })]));
      case '/api/warranties/requests/summary':
        return json({ data: summary });
      case '/api/warranties/requests/form':
        return json({ data: requestForm });
      default:
        return json({ message: 'unexpected' }, 500);
    }
  });
  const view = renderRoutes([{ path: '/warranties/*', element: <WarrantiesModule module="warranties" icon={IconShieldCheck} access="granted" activation={null} /> }], {
    path,
    me: testMe({ permissions }),
  });
  return { ...stub, ...view };
}

const listCalls = (calls: RecordedCall[]) => calls.map((call) => new URL(call.url, 'http://localhost')).filter((url) => url.pathname === '/api/warranties/requests');

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('requests list (/warranties/solicitudes)', () => {
  it('shows the requests with their status, the counts by status and by age, under its own tab', async () => {
    renderList();
    const table = await screen.findByTestId('requests-table');
    expect(screen.getByRole('tab', { name: 'Solicitudes' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Filtración en el baño' })).toHaveAttribute('href', '/warranties/solicitud/r1/actividad');
    expect(within(rows[1]!).getByTestId('ticket-status')).toHaveTextContent('P · Pospuesta');
    expect(within(rows[1]!).getByTestId('out-of-warranty')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sin propietario')).toBeInTheDocument();
    expect(await screen.findByTestId('requests-total')).toHaveTextContent('9 solicitudes');
    expect(screen.getByRole('checkbox', { name: 'A · Abierta · 3' })).toHaveAttribute('data-testid', 'request-status-chip-open');
    expect(screen.getByRole('checkbox', { name: '1 a 15 días · 4' })).toHaveAttribute('data-testid', 'request-age-chip-d1_15');
  });

  it('sends the chips and filters to the server and keeps them in the URL', async () => {
    const { calls, router } = renderList();
    await screen.findByTestId('requests-table');
    fireEvent.click(screen.getByTestId('request-status-chip-new'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=new'));
    fireEvent.click(screen.getByTestId('request-age-chip-gt45'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&age=gt45'));
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!;
      expect(last.searchParams.get('status')).toBe('new');
      expect(last.searchParams.get('age')).toBe('gt45');
      expect(last.searchParams.get('sortBy')).toBe('number');
      expect(last.searchParams.get('descending')).toBe('true');
    });
    // A second click on the same age chip clears it.
    fireEvent.click(screen.getByTestId('request-age-chip-gt45'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=new'));
  });

  it('offers clearing the filters when none match, and creating the first request otherwise', async () => {
    const { router } = renderList((_call, url) => (url.pathname === '/api/warranties/requests' ? json(page([])) : undefined), '/warranties/solicitudes?origin=email');
    expect(await screen.findByText('Ninguna solicitud coincide')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('requests-empty')).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Aún no hay solicitudes')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('requests-empty')).getByRole('button', { name: 'Nueva solicitud' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/solicitud/crear'));
  });

  it('shows a failed load in place and retries', async () => {
    let failing = true;
    renderList((_call, url) => (url.pathname === '/api/warranties/requests' && failing ? json({ message: 'Ha ocurrido un error' }, 500) : undefined));
    const error = await screen.findByTestId('warranties-load-error');
    failing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('requests-table')).toBeInTheDocument();
  });

  it('reads in Portuguese, and without the permission offers no "Nueva solicitud"', async () => {
    renderList(undefined, '/warranties/solicitudes', ['modulo_postventa']);
    await screen.findByTestId('requests-table');
    expect(screen.queryByRole('button', { name: 'Nueva solicitud' })).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(screen.getByRole('tab', { name: 'Solicitações' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'P · Adiada · 1' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
  });
});
