/** Numbers of the statistics as the user's language writes them: 3,5 · 40 % · 3 nov. */

/** At most one decimal, as the server rounds its averages and medians. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A fraction (0.4) as a whole percentage ('40 %'). */
export function formatPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/** A week's Monday (`YYYY-MM-DD`) as a chart's axis names it: '3 nov'. */
export function formatWeekTick(week: string, language: string): string {
  const [year, month, day] = week.split('-').map(Number);
  if (!year || !month || !day) return week;
  return new Date(year, month - 1, day).toLocaleDateString(language, { day: 'numeric', month: 'short' });
}
