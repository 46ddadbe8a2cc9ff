export function formatDate(value: string | null, language: string): string {
  if (!value) return '—';
  return new Date(value).toLocaleDateString(language, { day: '2-digit', month: 'short', year: 'numeric' });
}

export function formatDateTime(value: string | null, language: string): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
