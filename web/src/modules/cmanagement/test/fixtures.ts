import type { CustomField, Merge, Task, Ticket, TicketForm, TicketMessage } from '../api/types';

export const ana = { id: 'u1', name: 'Ana Pérez' };
export const carolina = { id: 'u2', name: 'Carolina Vergara' };
export const bruno = { id: 'u3', name: 'Bruno Soto' };

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 't1',
    number: 12,
    project_id: 'proj-1',
    subject: 'Filtración en el baño',
    description: 'Gotea bajo el lavamanos',
    status: 'open',
    status_letter: 'A',
    send_as: null,
    priority: 'high',
    origin: 'call',
    applicant: bruno,
    owner: null,
    responsible: carolina,
    cc: [],
    category: { id: 'c1', name: 'Gasfitería' },
    custom_values: {},
    postponed_until: null,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    finished_at: null,
    created_by: ana,
    merged_into: null,
    age_days: 3,
    tasks_total: 2,
    tasks_done: 1,
    messages_count: 4,
    bim: null,
    version: 3,
    ...overrides,
  };
}

/** A pin on the wall W1 of the model m1 (Torre A), as a ticket reads it back. */
export function bimPin(overrides: Partial<NonNullable<Ticket['bim']>> = {}): NonNullable<Ticket['bim']> {
  const globalId = overrides.global_id ?? 'W1';
  return { model_id: 'm1', model_name: 'Torre A', global_id: globalId, element_name: 'Muro norte', element_class: 'IfcWall', found: true, global_ids: [globalId], ...overrides };
}

export function field(overrides: Partial<CustomField> & Pick<CustomField, 'id' | 'kind' | 'name'>): CustomField {
  return { description: null, options: [], multiple: false, required: false, active: true, category_id: null, position: 0, version: 1, ...overrides };
}

export const fields: CustomField[] = [
  field({ id: 'f-text', kind: 'text', name: 'Recinto', position: 1, required: true }),
  field({ id: 'f-long', kind: 'long_text', name: 'Observaciones', position: 2 }),
  field({ id: 'f-num', kind: 'number', name: 'Metros afectados', position: 3 }),
  field({ id: 'f-date', kind: 'date', name: 'Fecha de visita', position: 4 }),
  field({ id: 'f-select', kind: 'select', name: 'Piso', options: ['1', '2', '3'], position: 5 }),
  field({ id: 'f-multi', kind: 'multi_select', name: 'Materiales', options: ['Cerámica', 'Yeso'], position: 6 }),
  field({ id: 'f-check', kind: 'checkbox', name: 'Requiere visita', position: 7 }),
  field({ id: 'f-users', kind: 'user', name: 'Técnicos', multiple: true, position: 8 }),
  field({ id: 'f-plumb', kind: 'user', name: 'Gasfíter', category_id: 'c1', position: 1 }),
  field({ id: 'f-old', kind: 'text', name: 'Código antiguo', active: false, position: 9 }),
];

export const form: TicketForm = {
  categories: [
    { id: 'c1', name: 'Gasfitería' },
    { id: 'c2', name: 'Electricidad' },
  ],
  fields,
  people: [ana, carolina, bruno],
  templates: [{ id: 'tpl1', name: 'Revisión de filtración' }],
  max_active_fields: 20,
  max_message_length: 1000,
  max_attachment_bytes: 20 * 1024 * 1024,
  max_attachments: 10,
};

export function message(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return { id: 'm1', author: bruno, body: 'Sigue goteando', private: false, kind: 'message', attachments: [], from_ticket: null, created_at: '2026-03-01T11:00:00Z', ...overrides };
}

export function merge(overrides: Partial<Merge> = {}): Merge {
  return {
    id: 'mg1',
    target: { id: 't1', number: 12 },
    source: { id: 't9', number: 9, subject: 'Gotera en baño' },
    created_by: ana,
    created_at: '2026-03-02T09:00:00Z',
    undone_at: null,
    can_undo: true,
    ...overrides,
  };
}

export function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 'k1',
    ticket_id: 't1',
    title: 'Revisar sifón',
    description: null,
    assignee: carolina,
    due_date: '2026-03-10',
    status: 'pending',
    checklist: [
      { text: 'Cerrar llave', done: true },
      { text: 'Cambiar sello', done: false },
    ],
    position: 0,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    version: 1,
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

/** Everything a Cmanagement user may do. */
export const MANAGER = ['cmanagement-access', 'cmanagement.tickets.create', 'cmanagement.tickets.manage'];
