import { toSearchParams, type Payload } from '@/lib/api';

/**
 * Addresses the browser opens directly (a plain link, an <iframe>, an <img>), so they do not go through the API
 * client: they carry the active project themselves, as every GET of the client does.
 */
function withProject(path: string, projectId: string | null, query: Payload = {}): string {
  const params = toSearchParams({ ...query, projectId });
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** GET /api/cbox/items/{id}/download: the file as an attachment. */
export function downloadUrl(id: string, projectId: string | null): string {
  return withProject(`/api/cbox/items/${encodeURIComponent(id)}/download`, projectId);
}

/** GET /api/cbox/items/{id}/download?inline=true: pdf and images shown in the page. */
export function previewUrl(id: string, projectId: string | null): string {
  return withProject(`/api/cbox/items/${encodeURIComponent(id)}/download`, projectId, { inline: true });
}

/** GET /api/cbox/zip?ids=a,b: the items (folders with their content) as one zip. */
export function zipUrl(ids: readonly string[], projectId: string | null): string {
  return withProject('/api/cbox/zip', projectId, { ids: [...ids] });
}
