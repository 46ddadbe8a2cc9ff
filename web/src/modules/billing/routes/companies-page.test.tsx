import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import type { AdminCompanyOut } from '../api/types';
import { billing, company, invoice, renderBilling, stubServer } from '../test-fixtures';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

/** The provider's companies: the list, and each action answering the updated row. */
function companiesServer(initial: AdminCompanyOut[]) {
  let rows = initial;
  const update = (id: string, change: Partial<AdminCompanyOut>) => {
    rows = rows.map((row) => (row.id === id ? { ...row, ...change } : row));
    return json({ data: rows.find((row) => row.id === id) });
  };
  return stubServer((call) => {
    if (call.path === '/api/billing') return json({ data: billing() });
    if (call.path === '/api/admin/companies') return json({ data: rows });
    if (call.path === '/api/admin/invoices/i1/status') return json({ data: invoice({ currency: 'BRL', amount_cents: 199990, status: (call.body as { status: 'paid' }).status }) });
    const match = /^\/api\/admin\/companies\/([^/]+)\/(.+)$/.exec(call.path);
    if (!match) return undefined;
    const [, id = '', action] = match;
    if (action === 'trial-extension') return update(id, { trial_days_left: 35, trial_ends_at: '2026-05-10' });
    if (action === 'blocked') return update(id, { blocked: (call.body as { blocked: boolean }).blocked });
    if (action === 'plan') return update(id, { plan: (call.body as { plan: AdminCompanyOut['plan'] }).plan });
    if (action === 'invoices' && call.method === 'GET') return json({ data: [invoice({ currency: 'BRL', amount_cents: 199990 })] });
    if (action === 'invoices') {
      const body = call.body as { amount_cents: number };
      if (body.amount_cents > 100_000_000) return json({ message: 'Los datos no son válidos', code: 'validation', errors: { amount_cents: ['El monto es demasiado alto.'], period_end: ['El período se superpone con la factura OBRA-2026-0001.'] } }, 422);
      return json({ data: invoice({ id: 'i9', number: 'OBRA-2026-0009' }) }, 201);
    }
    return undefined;
  });
}

async function openAction(name: string, action: string) {
  const row = await screen.findByText(name);
  const tr = row.closest('tr');
  if (!tr) throw new Error('no row');
  fireEvent.click(within(tr).getByTestId('company-actions'));
  fireEvent.click(await screen.findByTestId(`company-action-${action}`));
}

describe('companies (/billing/empresas, provider staff)', { timeout: 30_000 }, () => {
  it('is refused to a company administrator', async () => {
    stubServer(() => undefined);
    renderBilling('/billing/empresas');
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
  });

  it('lists the companies and finds one by name, accents aside', async () => {
    companiesServer([company(), company({ id: 'c3', name: 'Constructora Austral', blocked: true, plan: 'full', effective_plan: 'full', trial_days_left: null, trial_ends_at: null, max_users: 20, seats_used: 20 })]);
    renderBilling('/billing/empresas', { staff: true });
    expect(await screen.findByRole('tab', { name: 'Empresas' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Constructora Austral');
    expect(screen.getAllByTestId('company-state').map((badge) => badge.textContent)).toEqual(['Activa', 'Bloqueada']);
    expect(screen.getAllByTestId('company-seats')[1]).toHaveTextContent('20 de 20');
    fireEvent.change(screen.getByTestId('companies-search'), { target: { value: 'inmobiliária' } });
    await waitFor(() => expect(screen.queryByText('Constructora Austral')).not.toBeInTheDocument());
    expect(screen.getByText('Inmobiliaria Sur')).toBeInTheDocument();
  });

  it('extends a trial and blocks a company after confirming', async () => {
    const calls = companiesServer([company()]);
    renderBilling('/billing/empresas', { staff: true });
    await openAction('Inmobiliaria Sur', 'trial');
    const form = await screen.findByTestId('trial-form');
    fireEvent.change(within(form).getByTestId('trial-days'), { target: { value: '30' } });
    fireEvent.click(within(form).getByTestId('trial-save'));
    await waitFor(() => expect(screen.getByTestId('company-trial')).toHaveAttribute('data-days-left', '35'));
    expect(calls.find((call) => call.path.endsWith('/trial-extension'))?.body).toEqual({ days: 30 });

    await openAction('Inmobiliaria Sur', 'block');
    fireEvent.click(await screen.findByTestId('confirm-block'));
    await waitFor(() => expect(screen.getByTestId('company-state')).toHaveTextContent('Bloqueada'));
    expect(calls.find((call) => call.path.endsWith('/blocked'))?.body).toEqual({ blocked: true });
  });

  it('issues an invoice, showing the refusal under its fields', async () => {
    const calls = companiesServer([company()]);
    renderBilling('/billing/empresas', { staff: true });
    await openAction('Inmobiliaria Sur', 'invoice');
    const form = await screen.findByTestId('invoice-form');
    // A Brazilian company is billed in reais by default.
    expect(within(form).getByTestId('invoice-currency')).toHaveValue('Real brasileño (BRL)');
    fireEvent.change(within(form).getByTestId('invoice-period-start'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(form).getByTestId('invoice-period-end'), { target: { value: '2026-03-31' } });
    fireEvent.change(within(form).getByTestId('invoice-amount-input'), { target: { value: '2000000' } });
    fireEvent.click(within(form).getByTestId('invoice-issue'));
    expect(await within(form).findByText('El monto es demasiado alto.')).toBeInTheDocument();
    expect(within(form).getByText('El período se superpone con la factura OBRA-2026-0001.')).toBeInTheDocument();

    fireEvent.change(within(form).getByTestId('invoice-amount-input'), { target: { value: '1999,9' } });
    fireEvent.click(within(form).getByTestId('invoice-issue'));
    await waitFor(() => expect(screen.queryByTestId('invoice-form')).not.toBeInTheDocument());
    const posted = calls.filter((call) => call.path.endsWith('/invoices') && call.method === 'POST');
    expect(posted[1]?.body).toEqual({ period_start: '2026-03-01', period_end: '2026-03-31', amount_cents: 199990, currency: 'BRL' });

    await openAction('Inmobiliaria Sur', 'invoices');
    const table = await screen.findByTestId('company-invoices-table');
    expect(await within(table).findByText('OBRA-2026-0001')).toBeInTheDocument();
    expect(within(table).getByTestId('invoice-pdf')).toHaveAttribute('href', '/api/billing/invoices/i1/pdf');
    fireEvent.click(within(table).getByTestId('invoice-status-menu'));
    fireEvent.click(await screen.findByTestId('invoice-mark-paid'));
    await waitFor(() => expect(within(table).getByTestId('invoice-status')).toHaveTextContent('Pagada'));
    expect(calls.find((call) => call.path === '/api/admin/invoices/i1/status')?.body).toEqual({ status: 'paid' });
  });
});
