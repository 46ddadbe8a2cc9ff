import type { AcOut, Checklist, FailureOut, OrderOut, RequestForm, RequestOut, RequestsSummary } from '../api/requests/types';

/** Everything an after-sales user may do. */
export const MANAGER = ['modulo_postventa', 'warranties.solicitudes.manage'];
export const ana = { id: 'p-ana', name: 'Ana Pérez' };
export const juana = { id: 'o-1', name: 'Juana Rojas' };

export function request(overrides: Partial<RequestOut> = {}): RequestOut {
  return {
    id: 'r1',
    number: 7,
    project_id: 'proj-1',
    subject: 'Filtración en el baño',
    description: 'Gotea bajo el lavamanos',
    status: 'open',
    status_letter: 'A',
    send_as: null,
    priority: 'high',
    origin: 'call',
    applicant: juana,
    owner: juana,
    responsible: ana,
    cc: [],
    postponed_until: null,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    finished_at: null,
    created_by: ana,
    merged_into: null,
    age_days: 3,
    messages_count: 1,
    category: null,
    custom_values: {},
    tasks_total: 0,
    tasks_done: 0,
    bim: null,
    unit: { id: 'u-101', name: '101' },
    owner_email: 'juana@correo.cl',
    failures_total: 2,
    failures_pending: 1,
    orders_total: 0,
    out_of_warranty: 0,
    version: 3,
    ...overrides,
  };
}

export const summary: RequestsSummary = {
  total: 9,
  by_status: { new: 2, open: 3, pending: 1, postponed: 1, finished: 2 },
  by_age: { lt1: 1, d1_15: 4, d16_30: 1, d31_45: 0, gt45: 1 },
};

export const requestForm: RequestForm = {
  units: [
    { id: 'u-101', name: '101', owners: [{ id: 'o-1', name: 'Juana Rojas', email: 'juana@correo.cl' }] },
    {
      id: 'u-102',
      name: '102',
      owners: [
        { id: 'o-2', name: 'Pedro Soto', email: null },
        { id: 'o-3', name: 'Marta Díaz', email: 'marta@correo.cl' },
      ],
    },
    { id: 'u-103', name: '103', owners: [] },
  ],
  responsibles: [ana],
};

export function failure(overrides: Partial<FailureOut> = {}): FailureOut {
  return {
    id: 'f1',
    number: 1,
    area: { id: 'area-1', name: 'Baño' },
    place: { id: 'place-1', name: 'Lavamanos' },
    item: { id: 'item-1', name: 'Sifón' },
    issue: { id: 'issue-1', name: 'Filtración' },
    detail: 'Gotea al abrir la llave',
    severity: { id: 'sev-high', name: 'Grave' },
    batch: null,
    guarantee: 'installations',
    warranty_ends: '2029-03-01',
    in_warranty: true,
    status: 'pending',
    status_reason: null,
    result: null,
    ac_status: null,
    combined_into: null,
    photos: [],
    created_at: '2026-03-01T11:00:00Z',
    ...overrides,
  };
}

export const checklist: Checklist = {
  areas: [
    {
      id: 'area-1',
      name: 'Baño',
      places: [
        {
          id: 'place-1',
          name: 'Lavamanos',
          items: [
            { id: 'item-1', name: 'Sifón', issues: [{ id: 'issue-1', name: 'Filtración', severity_id: 'sev-high' }] },
            { id: 'item-2', name: 'Grifería', issues: [] },
          ],
        },
      ],
    },
    { id: 'area-2', name: 'Cocina', places: [{ id: 'place-2', name: 'Mesón', items: [{ id: 'item-3', name: 'Cubierta', issues: [] }] }] },
  ],
  severities: [
    { id: 'sev-low', name: 'Leve' },
    { id: 'sev-high', name: 'Grave' },
  ],
};

export function order(overrides: Partial<OrderOut> = {}): OrderOut {
  return {
    id: 'o1',
    request_id: 'r1',
    kind: 'oi',
    code: 'OI-1',
    status: 'created',
    responsible: ana,
    contractor: null,
    starts_at: '2026-03-10T13:00:00Z',
    ends_at: '2026-03-10T14:00:00Z',
    duration_minutes: 60,
    observation: null,
    failures: [{ id: 'f1', number: 1, label: 'Baño › Lavamanos › Sifón', result: null, comment: null }],
    visit: { answer: null, at: null, by_owner: false, reason: null },
    owner_deadline: '2026-03-09T13:00:00Z',
    owner_may_answer: true,
    cancel_reason: null,
    managed_at: null,
    created_at: '2026-03-02T10:00:00Z',
    version: 1,
    ...overrides,
  };
}

export function ac(overrides: Partial<AcOut> = {}): AcOut {
  return {
    id: 'ac1',
    request_id: 'r1',
    code: 'AC-1',
    status: 'pending',
    failures: [{ id: 'f1', number: 1, label: 'Baño › Lavamanos › Sifón', verdict: null }],
    signer_name: null,
    signed_at: null,
    comment: null,
    has_pdf: false,
    pdf_url: null,
    created_at: '2026-03-12T10:00:00Z',
    ...overrides,
  };
}

export const page = <T,>(data: T[], extra: Partial<{ total: number; has_more: boolean; current_page: number }> = {}) => ({
  data,
  current_page: 1,
  total: data.length,
  rowsPerPage: 20,
  has_more: false,
  ...extra,
});
