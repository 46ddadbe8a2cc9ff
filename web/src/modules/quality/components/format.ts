/**
 * How the module writes numbers, money and days in the user's language. Spanish follows Chile's conventions (the
 * product's home: `$1.234.568`), Portuguese Brazil's. UF is not an ISO currency: it is written `UF 1.234,5678`.
 */
export function intlLocale(language: string): string {
  return language.startsWith('pt') ? 'pt-BR' : 'es-CL';
}

/** Decimals each currency allows (the server refuses more): CLP none, UF four, BRL and USD two. */
export function currencyDecimals(currency: string): number {
  if (currency === 'CLP') return 0;
  if (currency === 'UF') return 4;
  return 2;
}

export function formatMoney(amount: number | null | undefined, currency: string, language: string): string {
  if (amount === null || amount === undefined) return '—';
  const locale = intlLocale(language);
  if (currency === 'UF') {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount);
    return `UF ${number}`;
  }
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: currencyDecimals(currency) }).format(amount);
  } catch {
    // An unknown code from an old import: the number with its code, never a crash of the whole table.
    return `${currency} ${new Intl.NumberFormat(locale).format(amount)}`;
  }
}

/** `45,5 %` with at most one decimal, as the server rounds progress. */
export function formatPercent(value: number, language: string): string {
  return `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value)} %`;
}

/** A `YYYY-MM-DD` as the user's language writes it (05/01/2026), or '—'. Never read as UTC. */
export function formatDay(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  // The language itself (not es-CL, which writes 05-01-2026), as every other screen of the product writes days.
  return new Date(year, month - 1, day).toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function formatDateTime(value: string, language: string): string {
  return new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Today as `YYYY-MM-DD` in the browser's zone. */
export function todayIso(): string {
  const date = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
