import type { Activity, ActivityPage, ActivityTotals, Attribute, Stage } from '../api/types';

/** An activity as the list answers it; `overrides` names what the test cares about. */
export function activity(overrides: Partial<Activity> & Pick<Activity, 'id' | 'code' | 'description'>): Activity {
  const level = overrides.code.split('.').length;
  return {
    parent_id: null,
    position: Number(overrides.code.split('.').pop()),
    level,
    is_summary: false,
    milestone: false,
    stage_id: null,
    stage_name: null,
    est_start: '2026-03-02',
    est_end: '2026-03-13',
    actual_start: null,
    actual_end: null,
    baseline_start: null,
    baseline_end: null,
    progress: 0,
    estimated_cost: null,
    expected_cost: null,
    actual_cost: null,
    currency: 'CLP',
    mixed_currency: false,
    late: false,
    values: [],
    unit_ids: [],
    elements: 0,
    version: 1,
    updated_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

/** A WBS: «Obra gruesa» (1) over «Excavación» (1.1) and «Fundaciones» (1.2), then «Terminaciones» (2). */
export const summary = activity({ id: 'a1', code: '1', description: 'Obra gruesa', is_summary: true, est_end: '2026-03-27', progress: 40, estimated_cost: 3_000_000, actual_cost: 1_250_000 });
export const excavation = activity({ id: 'a11', code: '1.1', description: 'Excavación', parent_id: 'a1', progress: 80, estimated_cost: 1_000_000, actual_cost: 1_250_000, late: true, stage_id: 's1', stage_name: 'Etapa 1' });
export const foundations = activity({ id: 'a12', code: '1.2', description: 'Fundaciones', parent_id: 'a1', est_start: '2026-03-16', est_end: '2026-03-27', estimated_cost: 2_000_000 });
export const finishes = activity({
  id: 'a2',
  code: '2',
  description: 'Terminaciones',
  currency: 'UF',
  estimated_cost: 1234.5678,
  values: [{ attribute_id: 'at1', attribute_name: 'Sector', value_id: 'v-old', value_name: 'Torre B', deprecated: true }],
});

export const totals: ActivityTotals = {
  activities: 3,
  progress: 26.7,
  start: '2026-03-02',
  end: '2026-03-27',
  late: 1,
  costs: [
    { currency: 'CLP', activities: 2, estimated_cost: 3_000_000, expected_cost: 0, actual_cost: 1_250_000 },
    { currency: 'UF', activities: 1, estimated_cost: 1234.5678, expected_cost: 0, actual_cost: 0 },
  ],
};

export function activityPage(data: Activity[], overrides: Partial<ActivityPage> = {}): ActivityPage {
  return { data, current_page: 1, total: data.length, rowsPerPage: 50, has_more: false, totals: { ...totals, activities: data.length }, ...overrides };
}

export const stages: Stage[] = [{ id: 's1', name: 'Etapa 1', position: 1, activities: 1, files: [{ file_id: 'f1', file_name: 'estructura.ifc', model_id: 'm1', model_name: 'Torre A' }] }];

export const attributes: Attribute[] = [
  {
    id: 'at1',
    name: 'Sector',
    position: 1,
    version: 1,
    values: [
      { id: 'v-a', name: 'Torre A', deprecated: false, position: 1, activities: 2 },
      { id: 'v-old', name: 'Torre B', deprecated: true, position: 2, activities: 1 },
    ],
  },
];

export const list = (data: unknown[]) => ({ data, current_page: 1, total: data.length, rowsPerPage: 200, has_more: false });
