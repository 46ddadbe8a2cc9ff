import { describe, expect, it } from 'vitest';
import { addDays, amountOf, currencyOf, endOfDay, formatDay, formatMoney, formatPeriod, previousMonth, seatsGauge, toCents, toDayValue, trialGauge } from './billing-format';

/** Intl writes a no-break or thin space (U+00A0, U+202F, U+2009) between some parts: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('billing format', () => {
  it('writes money per language and currency, Chilean pesos without decimals', () => {
    expect(plain(formatMoney(1250000_00, 'CLP', 'es'))).toBe('1.250.000 CLP');
    expect(plain(formatMoney(1250000_00, 'CLP', 'es-CL'))).toBe('$1.250.000');
    expect(plain(formatMoney(199990, 'BRL', 'pt-BR'))).toBe('R$ 1.999,90');
    expect(plain(formatMoney(4900, 'USD', 'es'))).toBe('49,00 US$');
    expect(plain(formatMoney(4900, 'USD', 'pt-BR'))).toBe('US$ 49,00');
  });

  it('turns a typed amount into minor units, rounded as the currency writes it', () => {
    expect(amountOf(1999.9)).toBe(1999.9);
    expect(amountOf('1999.90')).toBe(1999.9);
    expect(amountOf('')).toBeNull();
    expect(amountOf('-')).toBeNull();
    expect(toCents(12500.4, 'CLP')).toBe(1250000);
    expect(toCents(19.99, 'BRL')).toBe(1999);
    expect(toCents(0.1 + 0.2, 'USD')).toBe(30);
  });

  it('writes days and periods without a time zone moving them', () => {
    expect(plain(formatDay('2026-03-01', 'es'))).toBe('1 mar 2026');
    expect(plain(formatDay('2026-03-01', 'pt-BR'))).toBe('1 de mar. de 2026');
    expect(plain(formatPeriod('2026-03-01', '2026-03-31', 'es'))).toBe('1–31 mar 2026');
    expect(plain(formatPeriod('2026-02-15', '2026-03-14', 'es'))).toBe('15 feb – 14 mar 2026');
  });

  it('reads a date input value from a day or a timestamp', () => {
    expect(toDayValue(null)).toBe('');
    expect(toDayValue('2026-04-30')).toBe('2026-04-30');
    expect(toDayValue('not a date')).toBe('');
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    // A trial's last day goes out as that day's last instant, and reads back as the same day.
    expect(toDayValue(endOfDay('2026-04-30'))).toBe('2026-04-30');
    expect(endOfDay('2026-04-30')).toMatch(/^2026-0[45]-\d{2}T\d{2}:59:59\.999Z$/);
  });

  it('proposes the month before as an invoice period', () => {
    expect(previousMonth(new Date(2026, 2, 10))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(previousMonth(new Date(2026, 0, 5))).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('gauges the trial left, warning as its end nears', () => {
    expect(trialGauge(30)).toEqual({ percent: 100, color: 'blue' });
    expect(trialGauge(15)).toEqual({ percent: 50, color: 'blue' });
    expect(trialGauge(5)).toMatchObject({ color: 'orange' });
    expect(trialGauge(0)).toEqual({ percent: 0, color: 'red' });
    // An extended trial counts from its own length.
    expect(trialGauge(60)).toEqual({ percent: 100, color: 'blue' });
  });

  it('gauges the seats, with no bar without a limit', () => {
    expect(seatsGauge(3, null)).toEqual({ percent: null, color: 'blue' });
    expect(seatsGauge(4, 10)).toEqual({ percent: 40, color: 'blue' });
    expect(seatsGauge(8, 10)).toEqual({ percent: 80, color: 'orange' });
    expect(seatsGauge(12, 10)).toEqual({ percent: 100, color: 'red' });
  });

  it('bills in the country’s currency', () => {
    expect(currencyOf('CL')).toBe('CLP');
    expect(currencyOf('BR')).toBe('BRL');
    expect(currencyOf('PE')).toBe('USD');
  });
});
