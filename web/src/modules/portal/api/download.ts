import { portalApi } from './client';

/**
 * Fetches a file with the token and hands it to the browser as a download (a document, an attachment, an AC's
 * PDF): an `<a href>` to the API cannot carry the Authorization header.
 */
export async function downloadFile(path: string, name: string): Promise<void> {
  const blob = await portalApi.blob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The PDF of a signed AC (its `pdf_url`, else the contract's path). */
export const acPdfPath = (ac: { id: string; pdf_url: string | null }) => ac.pdf_url ?? `/api/portal/ac/${encodeURIComponent(ac.id)}/pdf`;
