/** `2026-11-25` → `25-11-2026`, the date format of the product (the server's messages use it too). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : iso;
}

/** Today in the browser's time zone as `YYYY-MM-DD`, the lower bound of an observation's deadline. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
