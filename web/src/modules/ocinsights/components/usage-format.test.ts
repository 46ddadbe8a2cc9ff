import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatPeriod, formatPeriodTick } from './usage-format';

// Intl may put a narrow no-break space where Spanish prints a space: compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('usage format', () => {
  it('writes counts with the language’s grouping', () => {
    expect(plain(formatCount(1234567, 'es'))).toBe('1.234.567');
    expect(plain(formatCount(1234567, 'pt-BR'))).toBe('1.234.567');
    expect(formatCount(0, 'es')).toBe('0');
  });

  it('names a period on the axis by its first day', () => {
    expect(plain(formatPeriodTick('2026-11-03', 'es'))).toBe('3 nov');
    expect(plain(formatPeriodTick('2026-11-03', 'pt-BR'))).toBe('3 de nov.');
    expect(formatPeriodTick('not a day', 'es')).toBe('not a day');
  });

  it('names a day in full and a week from Monday to Sunday', () => {
    expect(plain(formatPeriod('2026-11-03', 'day', 'es'))).toBe('mar, 3 nov 2026');
    expect(plain(formatPeriod('2026-11-02', 'week', 'es'))).toBe('2–8 nov 2026');
    // A week across two months names both.
    expect(plain(formatPeriod('2026-10-26', 'week', 'es'))).toBe('26 oct – 1 nov 2026');
    expect(plain(formatPeriod('2026-11-02', 'week', 'pt-BR'))).toMatch(/^2.*8 de nov\.? de 2026$/);
  });

  it('writes a day of a sentence', () => {
    expect(plain(formatDay('2026-03-18', 'es'))).toBe('18 mar 2026');
  });
});
