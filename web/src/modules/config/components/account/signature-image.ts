/** The server keeps signatures of at most 512 KB (decoded PNG bytes). */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

const PREFIX = 'data:image/png;base64,';

/** Bytes of the PNG inside a base64 data URL, without decoding it; 0 for anything that is not a PNG data URL. */
export function pngBytes(dataUrl: string): number {
  if (!dataUrl.startsWith(PREFIX)) return 0;
  const base64 = dataUrl.slice(PREFIX.length).trim();
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Whether a drawn signature can be sent as it is: a PNG data URL the server accepts by size. */
export function signatureFits(dataUrl: string): boolean {
  const bytes = pngBytes(dataUrl);
  return bytes > 0 && bytes <= SIGNATURE_MAX_BYTES;
}
