import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';

/** Reads a PNG body as a data URL, ready for an `<img>` (no object URL to revoke). */
function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable signature'));
    reader.readAsDataURL(blob);
  });
}

/** GET /api/account/signature → image/png, or null when there is none (404). */
export async function getSignature(): Promise<string | null> {
  const response = await fetch('/api/account/signature', { credentials: 'include', headers: { 'Accept-Language': currentLocale() } });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError({ status: response.status, message: response.statusText });
  return toDataUrl(await response.blob());
}

export const signatureQueryKey = ['config', 'account-signature'] as const;

export const signatureQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: signatureQueryKey, queryFn: getSignature, enabled });

/** The saved signature image, asked for only when the account says there is one. */
export function useSignature(hasSignature: boolean) {
  return useQuery(signatureQueryOptions(hasSignature));
}
