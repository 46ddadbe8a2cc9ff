import { describe, expect, it } from 'vitest';
import { parseIsoDate, shiftAnchor, startOfWeek, toIsoDate, visibleDays } from './calendar-dates';

const day = (iso: string) => parseIsoDate(iso)!;
const isoDays = (days: Date[]) => days.map(toIsoDate);

describe('agenda calendar dates', () => {
  it('reads only real days', () => {
    expect(toIsoDate(day('2026-02-28'))).toBe('2026-02-28');
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-2-3')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });

  it('starts weeks on Monday', () => {
    expect(toIsoDate(startOfWeek(day('2026-03-01')))).toBe('2026-02-23'); // a Sunday
    expect(toIsoDate(startOfWeek(day('2026-03-02')))).toBe('2026-03-02'); // a Monday
  });

  it('shows whole weeks around a month', () => {
    const march = isoDays(visibleDays('month', day('2026-03-17')));
    expect(march[0]).toBe('2026-02-23');
    expect(march.at(-1)).toBe('2026-04-05');
    expect(march).toHaveLength(42);
    expect(isoDays(visibleDays('month', day('2027-02-10')))).toHaveLength(28); // February 2027 starts on a Monday
  });

  it('shows Monday to Sunday in the week view', () => {
    expect(isoDays(visibleDays('week', day('2026-03-12')))).toEqual([
      '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15',
    ]);
  });

  it('moves by a month to its 1st, or by a week', () => {
    expect(toIsoDate(shiftAnchor('month', day('2026-01-31'), 1))).toBe('2026-02-01');
    expect(toIsoDate(shiftAnchor('month', day('2026-01-15'), -1))).toBe('2025-12-01');
    expect(toIsoDate(shiftAnchor('week', day('2026-03-30'), 1))).toBe('2026-04-06');
  });
});
