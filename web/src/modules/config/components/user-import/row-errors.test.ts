import { describe, expect, it } from 'vitest';
import type { ImportRowError } from '../../api/user-import-types';
import { filterErrors, groupByRow, kindCounts, pageOf } from './row-errors';

const error = (row: number, field: string, kind: string): ImportRowError => ({ row, field, kind, value: 'v', message: 'm' });

const errors = [error(7, 'email', 'too_long'), error(3, 'first_name', 'too_long'), error(3, 'username', 'duplicated'), error(9, 'position', 'unknown'), error(4, 'x', 'new_kind')];

describe('row errors', () => {
  it('counts each kind, known kinds in their usual order and new ones last', () => {
    expect(kindCounts(errors)).toEqual([
      { kind: 'too_long', count: 2 },
      { kind: 'duplicated', count: 1 },
      { kind: 'unknown', count: 1 },
      { kind: 'new_kind', count: 1 },
    ]);
    expect(kindCounts([])).toEqual([]);
  });

  it('filters by kind, or keeps them all', () => {
    expect(filterErrors(errors, 'too_long').map((e) => e.row)).toEqual([7, 3]);
    expect(filterErrors(errors, null)).toHaveLength(5);
    expect(filterErrors(errors, 'formula')).toEqual([]);
  });

  it('groups by row in ascending order, keeping the order of a row’s errors', () => {
    const groups = groupByRow(errors);
    expect(groups.map((group) => group.row)).toEqual([3, 4, 7, 9]);
    expect(groups[0]?.errors.map((e) => e.field)).toEqual(['first_name', 'username']);
  });

  it('pages whole rows', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 0, 2)).toEqual([1, 2]);
    expect(pageOf([1, 2, 3], 3, 2)).toEqual([]);
  });
});
