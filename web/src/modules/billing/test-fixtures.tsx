import { vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import BillingModule from './routes/billing-module';
import type { AdminCompanyOut, BillingOut, InvoiceOut } from './api/types';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Replaces fetch: records each call and answers with `respond` (a 500 when it has no answer). */
export function stubServer(respond: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      return respond(call) ?? json({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

export function invoice(overrides: Partial<InvoiceOut> = {}): InvoiceOut {
  return {
    id: 'i1',
    number: 'OBRA-2026-0001',
    period_start: '2026-02-01',
    period_end: '2026-02-28',
    plan: 'full',
    seats: 12,
    amount_cents: 45000000,
    currency: 'CLP',
    status: 'issued',
    created_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

export function billing(overrides: Partial<BillingOut> = {}): BillingOut {
  return {
    company: { id: 'c1', name: 'Constructora Andes', country: 'CL' },
    plan: 'trial',
    effective_plan: 'trial',
    trial_ends_at: '2026-04-10',
    trial_days_left: 12,
    blocked: false,
    seats: { used: 8, max: 10 },
    modules: [
      { module: 'cbox', included: true },
      { module: 'cmanagement', included: true },
      { module: 'concrete', included: false },
    ],
    upgrade_request: null,
    invoices: [invoice()],
    ...overrides,
  };
}

export function company(overrides: Partial<AdminCompanyOut> = {}): AdminCompanyOut {
  return {
    id: 'c2',
    name: 'Inmobiliaria Sur',
    country: 'BR',
    plan: 'trial',
    effective_plan: 'trial',
    trial_ends_at: '2026-04-10',
    trial_days_left: 5,
    blocked: false,
    seats_used: 3,
    max_users: null,
    created_at: '2026-01-15T10:00:00Z',
    ...overrides,
  };
}

const MODULE_PROPS = { module: 'billing', icon: () => null, access: 'granted', activation: null } as const;

/** The billing module at `path`, signed in as a company administrator, or as the provider's staff. */
export function renderBilling(path: string, { staff = false } = {}) {
  const me = testMe({ permissions: staff ? ['modulo_billing', 'ryr'] : ['modulo_billing'] });
  me.user.is_superadmin = staff;
  return renderRoutes([{ path: '/billing/*', element: <BillingModule {...MODULE_PROPS} /> }], { path, me });
}
