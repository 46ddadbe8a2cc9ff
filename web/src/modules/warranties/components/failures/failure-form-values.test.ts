import { describe, expect, it } from 'vitest';
import { checklist, failure } from '../../test/request-fixtures';
import { branches, choose, failureValues, toFailureIn } from './failure-form-values';

describe('walking the checklist', () => {
  it('offers each level from the one chosen above it', () => {
    let values = failureValues(null);
    expect(branches(checklist, values)).toEqual({ places: [], items: [], issues: [] });
    values = choose(checklist, values, 'area_id', 'area-1');
    expect(branches(checklist, values).places.map((place) => place.name)).toEqual(['Lavamanos']);
    values = choose(checklist, values, 'place_id', 'place-1');
    expect(branches(checklist, values).items.map((item) => item.name)).toEqual(['Sifón', 'Grifería']);
    values = choose(checklist, values, 'item_id', 'item-1');
    expect(branches(checklist, values).issues.map((issue) => issue.name)).toEqual(['Filtración']);
  });

  it("proposes the issue's severity and clears the levels under a changed one", () => {
    let values = choose(checklist, failureValues(null), 'area_id', 'area-1');
    values = choose(checklist, choose(checklist, values, 'place_id', 'place-1'), 'item_id', 'item-1');
    values = choose(checklist, values, 'issue_id', 'issue-1');
    expect(values.severity_id).toBe('sev-high');
    expect(choose(checklist, values, 'area_id', 'area-2')).toMatchObject({ area_id: 'area-2', place_id: null, item_id: null, issue_id: null, severity_id: 'sev-high' });
  });

  it('starts a reclassification from the failure and sends empty texts as null', () => {
    expect(toFailureIn({ ...failureValues(failure()), detail: '  ', batch: '' })).toEqual({
      area_id: 'area-1',
      place_id: 'place-1',
      item_id: 'item-1',
      issue_id: 'issue-1',
      severity_id: 'sev-high',
      guarantee: 'installations',
      detail: null,
      batch: null,
    });
  });
});
