import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { billing, invoice, renderBilling, stubServer } from '../test-fixtures';
import type { BillingOut } from '../api/types';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('billing plan (/billing/plan)', { timeout: 30_000 }, () => {
  it('shows the plan, the trial left, the seats, the modules and the invoices', async () => {
    stubServer((call) => (call.path === '/api/billing' ? json({ data: billing({ invoices: [invoice(), invoice({ id: 'i2', number: 'OBRA-2026-0002', currency: 'USD', amount_cents: 4990, status: 'paid', period_start: '2026-03-01', period_end: '2026-03-31' })] }) }) : undefined));
    renderBilling('/billing/plan');
    const plan = await screen.findByTestId('billing-plan');
    expect(within(plan).getByTestId('billing-plan-name')).toHaveTextContent('Prueba de 30 días');
    expect(within(plan).getByTestId('trial-gauge')).toHaveTextContent('Quedan 12 días de prueba');
    expect(within(plan).getByText('Termina el 10 abr 2026')).toBeInTheDocument();
    const seats = screen.getByTestId('billing-seats');
    expect(seats).toHaveTextContent('8');
    expect(seats).toHaveTextContent('de 10');
    expect(seats).toHaveTextContent('Quedan 2 cupos disponibles.');
    const modules = screen.getAllByTestId('billing-module');
    expect(modules.map((entry) => entry.dataset.included)).toEqual(['true', 'true', 'false']);
    expect(modules[2]).toHaveTextContent('Hormigón');
    expect(modules[2]).toHaveTextContent('No incluido');
    // Newest period first, each in its currency.
    const amounts = within(screen.getByTestId('invoices-table')).getAllByTestId('invoice-amount');
    expect(amounts.map((cell) => plain(cell.textContent))).toEqual(['49,90 US$', '450.000 CLP']);
    expect(within(screen.getByTestId('invoices-table')).getAllByTestId('invoice-pdf')[1]).toHaveAttribute('href', '/api/billing/invoices/i1/pdf');
    // A company administrator has no companies tab.
    expect(screen.queryByRole('tab', { name: 'Empresas' })).not.toBeInTheDocument();
  });

  it('says a blocked account and an empty invoice list as such, without a seat limit', async () => {
    stubServer((call) => (call.path === '/api/billing' ? json({ data: billing({ blocked: true, invoices: [], seats: { used: 3, max: null }, plan: 'full', effective_plan: 'full', trial_days_left: null, trial_ends_at: null }) }) : undefined));
    renderBilling('/billing/plan');
    expect(await screen.findByTestId('billing-blocked')).toHaveTextContent('Cuenta suspendida');
    expect(screen.getByTestId('seats-max')).toHaveTextContent('sin límite');
    expect(await screen.findByText('Aún no hay facturas emitidas.')).toBeInTheDocument();
    expect(screen.getByTestId('upgrade-full')).toBeInTheDocument();
    expect(screen.queryByTestId('trial-gauge')).not.toBeInTheDocument();
  });

  it('sends the upgrade request and follows its state', async () => {
    let current: BillingOut = billing({ plan: 'trial', effective_plan: 'free', trial_days_left: 0, trial_ends_at: '2026-03-01' });
    const calls = stubServer((call) => {
      if (call.path === '/api/billing') return json({ data: current });
      if (call.path === '/api/activation-requests' && call.method === 'POST') {
        const request = { id: 'r1', company_id: 'c1', module: 'billing', kind: 'upgrade', status: 'sent', message: null, requested_by: 'u1', created_at: '2026-03-05T10:00:00Z', updated_at: '2026-03-05T10:00:00Z' } as const;
        current = { ...current, upgrade_request: request };
        return json({ data: request }, 201);
      }
      return undefined;
    });
    renderBilling('/billing/plan');
    expect(await screen.findByTestId('trial-expired')).toHaveTextContent('Tu prueba terminó el 1 mar 2026');
    fireEvent.click(screen.getByTestId('upgrade-request'));
    const status = await screen.findByTestId('upgrade-status');
    expect(status).toHaveAttribute('data-status', 'sent');
    expect(status).toHaveTextContent('Solicitud de plan completo enviada el 5 mar 2026');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ module: 'billing', kind: 'upgrade' });
  });

  it('offers a retry when the billing does not load', async () => {
    let fail = true;
    stubServer((call) => (call.path === '/api/billing' ? (fail ? json({ message: 'Ha ocurrido un error' }, 500) : json({ data: billing() })) : undefined));
    renderBilling('/billing/plan');
    const error = await screen.findByTestId('billing-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('billing-plan')).toBeInTheDocument();
  });
});
