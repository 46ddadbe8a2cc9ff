import { describe, expect, it } from 'vitest';
import { addBusinessDays, formatDate, formatDay, holidaysBetween, isBusinessDay, todayIso } from './business-days';

const none = new Set<string>();

describe('business days', () => {
  it('skips weekends (the same cases as the server)', () => {
    // Monday 2026-11-23 + 15 business days = Monday 2026-12-14.
    expect(addBusinessDays('2026-11-23', 15, none)).toBe('2026-12-14');
    // From a Saturday, the first business day is Monday.
    expect(addBusinessDays('2026-11-21', 1, none)).toBe('2026-11-23');
    expect(isBusinessDay('2026-11-22', none)).toBe(false);
  });

  it('skips holidays', () => {
    const chile = new Set(['2026-12-08', '2026-12-25']);
    expect(addBusinessDays('2026-11-23', 15, chile)).toBe('2026-12-15');
    expect(addBusinessDays('2026-11-18', 2, new Set(['2026-11-20']))).toBe('2026-11-23');
  });

  it('crosses the year', () => {
    expect(addBusinessDays('2026-12-24', 3, new Set(['2026-12-25', '2027-01-01']))).toBe('2026-12-30');
    expect(addBusinessDays('2026-12-30', 2, new Set(['2027-01-01']))).toBe('2027-01-04');
  });

  it('lists the holidays a term skips, in order', () => {
    const holidays = [
      { country: 'CL', date: '2026-12-25', name: 'Navidad' },
      { country: 'CL', date: '2026-12-08', name: 'Inmaculada Concepción' },
      { country: 'CL', date: '2026-09-18', name: 'Independencia' },
    ];
    expect(holidaysBetween(holidays, '2026-11-23', '2026-12-15').map((holiday) => holiday.name)).toEqual(['Inmaculada Concepción']);
  });
});

describe('dates', () => {
  it('reads dd/mm/yyyy', () => {
    expect(formatDate('2026-12-04')).toBe('04/12/2026');
    expect(todayIso(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
    expect(formatDay(new Date(2026, 10, 21, 10).toISOString())).toBe('21/11/2026');
  });
});
