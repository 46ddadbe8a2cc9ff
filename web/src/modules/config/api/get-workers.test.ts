import { describe, expect, it } from 'vitest';
import { hasWorkerFilters, NO_WORKER_FILTERS, toWorkersQuery } from './get-workers';

describe('worker filters → query', () => {
  it('leaves out empty and "any" filters', () => {
    expect(toWorkersQuery(NO_WORKER_FILTERS, { page: 1, rowsPerPage: 20 })).toEqual({ page: 1, rowsPerPage: 20 });
    expect(hasWorkerFilters(NO_WORKER_FILTERS)).toBe(false);
    expect(hasWorkerFilters({ ...NO_WORKER_FILTERS, search: '   ' })).toBe(false);
  });

  it('trims text and keeps false', () => {
    const filters = { search: ' Soto ', project_id: 'p1', contractor: ' Andamios Sur ', active: false };
    expect(toWorkersQuery(filters)).toEqual({ search: 'Soto', project_id: 'p1', contractor: 'Andamios Sur', active: false });
    expect(hasWorkerFilters({ ...NO_WORKER_FILTERS, active: false })).toBe(true);
  });
});
