/** Numbers in the user's language with at most one decimal (m³, MPa). */
export function formatDecimal(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  return value.toLocaleString(language, { maximumFractionDigits: 1 });
}

/** A calendar day (YYYY-MM-DD) as the user's language writes it, without shifting it through a time zone. */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '—';
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(year, month - 1, date).toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** Whether a number has at most one decimal (the server's rule for m³ and MPa). */
export const oneDecimal = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9;
