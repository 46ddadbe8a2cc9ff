/** Human sizes in the user's language: 0 B, 12 KB, 3,4 MB, 1,2 GB. */
export function formatBytes(bytes: number | null, language: string): string {
  if (bytes === null) return '—';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString(language, { maximumFractionDigits: digits })} ${units[unit] ?? 'B'}`;
}

export function formatDate(value: string | null, language: string): string {
  if (!value) return '—';
  return new Date(value).toLocaleDateString(language, { day: '2-digit', month: 'short', year: 'numeric' });
}

export function formatDateTime(value: string | null, language: string): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
