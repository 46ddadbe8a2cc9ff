/**
 * Human sizes in the user's language, in binary units as file managers show them: 0 B, 512 B, 1,5 KB, 12 MB,
 * 1,2 GB; one decimal below 10, none above; '—' when the size is unknown.
 */
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
