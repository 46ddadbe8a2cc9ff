import type { AgendaOut, AgendaVisit, OwnerOut, RevisionItem, RevisionOut, SeverityOut, UnitOut } from '../api/types';

/** Everything a deliveries user may do. */
export const EDITOR = ['modulo_entregas', 'warranties.fichas.edit'];

export function unit(overrides: Partial<UnitOut> = {}): UnitOut {
  return {
    id: 'u-101',
    project_id: 'proj-1',
    name: '101',
    floor: '1',
    unit_type_id: 'ut-a',
    unit_type_name: 'Tipo A',
    parkings: ['E-12'],
    stores: [],
    responsible_id: 'p-ana',
    responsible_name: 'Ana Pérez',
    status: 'new',
    scheduled_at: null,
    schedule_answer: null,
    delivery_date: null,
    registry_date: null,
    note: null,
    owners_count: 0,
    failures_count: 0,
    act: null,
    version: 1,
    ...overrides,
  };
}

export const severities: SeverityOut[] = [
  { id: 'sev-low', name: 'Leve', position: 1 },
  { id: 'sev-high', name: 'Grave', position: 2 },
];

export function item(overrides: Partial<RevisionItem> = {}): RevisionItem {
  return {
    id: 'item-1',
    name: 'Puerta de acceso',
    issues: [
      { id: 'issue-1', name: 'Roce con el marco', severity_id: 'sev-high' },
      { id: 'issue-2', name: 'Rayadura', severity_id: null },
    ],
    revision: null,
    ...overrides,
  };
}

export function revision(items: RevisionItem[] = [item()]): RevisionOut {
  return {
    summary: { complies: 0, failure: 0, not_applicable: 0, solved: 0, solved_after_sales: 0, pending: items.length },
    areas: [{ id: 'area-1', name: 'Living', places: [{ id: 'place-1', name: 'Acceso', items }] }],
  };
}

export function owner(overrides: Partial<OwnerOut> = {}): OwnerOut {
  return { id: 'o-1', first_name: 'Juana', last_name: 'Rojas', email: 'juana@correo.cl', phone: null, tax_id: '12.345.678-5', role: 'owner', receiver_type: null, ...overrides };
}

export function visit(overrides: Partial<AgendaVisit> = {}): AgendaVisit {
  return {
    unit_id: 'u-101',
    unit_name: '101',
    floor: '1',
    responsible_id: 'p-ana',
    responsible_name: 'Ana Pérez',
    scheduled_at: new Date(2026, 2, 10, 10, 0).toISOString(),
    ends_at: new Date(2026, 2, 10, 11, 0).toISOString(),
    status: 'to_confirm',
    ...overrides,
  };
}

export function agenda(visits: AgendaVisit[]): AgendaOut {
  return { visit_minutes: 60, visits_per_day: 4, day_start: '09:00', day_end: '18:00', working_days: [1, 2, 3, 4, 5, 6], visits };
}
