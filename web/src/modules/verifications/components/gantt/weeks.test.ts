import { describe, expect, it } from 'vitest';
import { weekStart, weeksBetween } from './weeks';

describe('verification weeks', () => {
  it('starts a week on its Monday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it('lists the Mondays between two dates, capped', () => {
    expect(weeksBetween('2026-11-25', '2026-12-08')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(weeksBetween('2026-01-01', '2027-01-01', 4)).toHaveLength(4);
  });
});
