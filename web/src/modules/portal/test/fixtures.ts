import type { Ac, Home, Order, PortalRequest, RequestRow, Unit } from '../api/types';

export const unit: Unit = {
  id: 'u1',
  name: '101',
  floor: '1',
  project_id: 'p1',
  project_name: 'Edificio Los Robles',
  status: 'delivered',
  delivery_date: '2026-01-15',
  open_requests: 1,
  can_message: true,
  warranty_until: '2029-01-15',
};

export const otherUnit: Unit = { ...unit, id: 'u2', name: '202', floor: '2', open_requests: 0 };

export const row: RequestRow = { id: 'r1', number: 7, subject: 'Filtración bajo el lavamanos', status: 'assigned', unit_id: 'u1', unit_name: '101', project_name: 'Edificio Los Robles', created_at: '2026-03-02T13:00:00Z', updated_at: '2026-03-02T13:00:00Z', finished_at: null };

export const home: Home = {
  units: [unit],
  requests: [row],
  stats: {
    by_status: [
      { status: 'assigned', count: 1 },
      { status: 'finished', count: 2 },
    ],
    open: 1,
    finished: 2,
    avg_days_to_close: 4.5,
    visits: { confirmed: 2, waiting: 1, rejected: 0 },
  },
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    kind: 'oi',
    code: 'OI-1',
    status: 'created',
    starts_at: '2026-03-16T13:00:00Z',
    ends_at: '2026-03-16T14:30:00Z',
    responsible: 'Pedro Soto',
    visit_answer: null,
    visit_answered_at: null,
    may_answer: true,
    answer_until: '2026-03-15T13:00:00Z',
    ...overrides,
  };
}

export function ac(overrides: Partial<Ac> = {}): Ac {
  return {
    id: 'ac1',
    code: 'AC-1',
    status: 'pending',
    signed_at: null,
    signer_name: null,
    failures: [
      { id: 'f1', number: 1, label: 'Baño › Lavamanos › Sifón', verdict: null },
      { id: 'f2', number: 2, label: 'Cocina › Lavaplatos › Llave', verdict: null },
    ],
    pdf_url: null,
    ...overrides,
  };
}

export function request(overrides: Partial<PortalRequest> = {}): PortalRequest {
  return {
    ...row,
    description: 'Gotea cuando se abre el agua caliente.',
    can_message: true,
    messages: [],
    failures: [],
    orders: [],
    acs: [],
    ...overrides,
  };
}
