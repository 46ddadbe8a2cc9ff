import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatDay, formatMoney, formatPercent } from './format';

// Intl separates a currency symbol with a no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('money, progress and days in the user’s language', () => {
  it('writes ISO currencies with Intl in each language', () => {
    expect(plain(formatMoney(1234567, 'CLP', 'es'))).toBe('$1.234.567');
    expect(plain(formatMoney(1234.5, 'BRL', 'pt-BR'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney(99.99, 'USD', 'pt-BR'))).toBe('US$ 99,99');
  });

  it('writes UF, which is not an ISO code, with its name and up to four decimals', () => {
    expect(formatMoney(1234.5678, 'UF', 'es')).toBe('UF 1.234,5678');
    expect(formatMoney(12, 'UF', 'pt-BR')).toBe('UF 12,00');
  });

  it('leaves a missing amount as a dash', () => {
    expect(formatMoney(null, 'CLP', 'es')).toBe('—');
  });

  it('knows each currency’s decimals', () => {
    expect([currencyDecimals('CLP'), currencyDecimals('UF'), currencyDecimals('BRL'), currencyDecimals('USD')]).toEqual([0, 4, 2, 2]);
  });

  it('writes progress with one decimal and days without a time zone shift', () => {
    expect(formatPercent(45.5, 'es')).toBe('45,5 %');
    expect(formatPercent(100, 'pt-BR')).toBe('100 %');
    expect(formatDay('2026-01-05', 'es')).toBe('05/01/2026');
    expect(formatDay(null, 'es')).toBe('—');
  });
});
