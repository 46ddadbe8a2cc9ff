import { describe, expect, it } from 'vitest';
import { visit } from '../../test/fixtures';
import { toRfc3339Local } from '../shared/format';
import { daySlots, slotOf } from './calendar-dates';
import { isSamePlace, rescheduleBody } from './visit-drop';

describe('dropping a visit', () => {
  const tuesday = visit({ scheduled_at: new Date(2026, 2, 10, 10, 0).toISOString() });

  it('schedules it again with the same responsible at the slot it lands on, in the browser’s offset', () => {
    expect(rescheduleBody(tuesday, { date: '2026-03-12', time: '15:00' })).toEqual({
      id: 'u-101',
      action: 'schedule',
      responsible_id: 'p-ana',
      scheduled_at: toRfc3339Local(new Date(2026, 2, 12, 15, 0)),
    });
  });

  it('keeps its time when dropped on a day of the month view', () => {
    expect(rescheduleBody(tuesday, { date: '2026-03-20' }).scheduled_at).toBe(toRfc3339Local(new Date(2026, 2, 20, 10, 0)));
  });

  it('does nothing when dropped where it was', () => {
    expect(isSamePlace(tuesday, { date: '2026-03-10' })).toBe(true);
    expect(isSamePlace(tuesday, { date: '2026-03-10', time: '10:00' })).toBe(true);
    expect(isSamePlace(tuesday, { date: '2026-03-10', time: '11:00' })).toBe(false);
  });

  it('writes RFC 3339 with the local offset, not UTC', () => {
    expect(toRfc3339Local(new Date(2026, 2, 12, 15, 0))).toMatch(/^2026-03-12T15:00:00[+-]\d{2}:\d{2}$/);
  });

  it('cuts the day into visit slots that fit before its end', () => {
    expect(daySlots('09:00', '12:30', 60)).toEqual(['09:00', '10:00', '11:00']);
    expect(daySlots('09:00', '10:00', 30)).toEqual(['09:00', '09:30']);
    expect(slotOf('10:45', ['09:00', '10:00', '11:00'])).toBe('10:00');
    expect(slotOf('08:00', ['09:00', '10:00'])).toBe('09:00');
  });
});
