/**
 * Days across a daylight-saving change, where a day is 23 or 25 hours long and a midnight may not exist: Chile moves
 * its clocks from 00:00 to 01:00 on the first Sunday of September. Counting in milliseconds would shift the bars.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayEnd, dayStart, lastDayOf, startDayOf } from './to-svar';

// Node applies a new TZ at once; this file runs in its own module context, so the parsed days are of this zone.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Santiago');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('calendar days in America/Santiago', () => {
  it('keeps the day before and after the September change', () => {
    expect(new Date(2026, 8, 6).getHours()).toBe(1); // there is no 00:00 that night
    expect(lastDayOf(dayEnd('2026-09-05'))).toBe('2026-09-05');
    expect(startDayOf(dayStart('2026-09-06'))).toBe('2026-09-06');
    expect(lastDayOf(dayEnd('2026-09-06'))).toBe('2026-09-06');
  });

  it('keeps the days around the April change (a 25-hour day)', () => {
    expect(lastDayOf(dayEnd('2026-04-04'))).toBe('2026-04-04');
    expect(startDayOf(dayStart('2026-04-05'))).toBe('2026-04-05');
    expect(lastDayOf(dayEnd('2026-04-05'))).toBe('2026-04-05');
  });
});
