/**
 * The upload task of the app: tus 1.0 against `/api/uploads` (contract: one PATCH per attempt, retries after
 * 0/1/3/5 s, resumable after a page reload through the stored fingerprint).
 */
import { DetailedError, Upload } from 'tus-js-client';
import { CSRF_HEADER, ensureCsrfToken } from '@/lib/api/csrf';
import { currentLocale } from '@/lib/i18n';
import type { UploadCallbacks, UploadTarget, UploadTask } from './upload-queue';

export const UPLOADS_PATH = '/api/uploads';
/** Header of the final PATCH naming the new item (a CboxItem, a BimFile). */
export const ITEM_ID_HEADER = 'Obra-Item-Id';

/** The message of a JSON error body (`{message, …}`), or null. */
export function messageOfBody(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message.trim() !== '') {
      return parsed.message;
    }
  } catch {
    // Not JSON: a proxy's page, nothing to show.
  }
  return null;
}

/** What to show for a failed upload: the server's refusal (422/403/404), or null for a lost connection. */
export function failureMessage(error: Error): string | null {
  if (error instanceof DetailedError) return messageOfBody(error.originalResponse?.getBody());
  return null;
}

export function uploadMetadata(file: File, target: UploadTarget): Record<string, string> {
  const metadata: Record<string, string> = {
    ...target.metadata,
    filename: file.name,
    filetype: file.type || 'application/octet-stream',
    purpose: target.purpose ?? 'cbox',
  };
  if (target.projectId) metadata.projectId = target.projectId;
  if (target.folderId) metadata.folderId = target.folderId;
  return metadata;
}

/** Identity of an upload for resuming: the same file sent to another folder, project or model is another upload. */
export function uploadFingerprint(file: File, target: UploadTarget): string {
  const scope = [target.projectId ?? '', target.folderId ?? 'root', ...Object.values(target.metadata ?? {})];
  return [`obra-${target.purpose ?? 'cbox'}`, ...scope, file.name, file.type, file.size, file.lastModified].join('-');
}

export function createTusTask(file: File, target: UploadTarget, callbacks: UploadCallbacks): UploadTask {
  const upload = new Upload(file, {
    // tus resolves the Location header against the endpoint, which therefore has to be absolute.
    endpoint: new URL(UPLOADS_PATH, window.location.origin).toString(),
    chunkSize: Infinity,
    retryDelays: [0, 1000, 3000, 5000],
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    metadata: uploadMetadata(file, target),
    fingerprint: (source: File) => Promise.resolve(uploadFingerprint(source, target)),
    onBeforeRequest: async (request) => {
      const token = await ensureCsrfToken();
      if (token) request.setHeader(CSRF_HEADER, token);
      request.setHeader('Accept-Language', currentLocale());
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => callbacks.onSuccess(lastResponse.getHeader(ITEM_ID_HEADER) ?? null),
    onError: (error) => callbacks.onError(failureMessage(error)),
  });
  let started = false;
  let aborted = false;
  return {
    start: () => {
      if (started) {
        // A retry: the upload knows its URL and resumes from the server's Upload-Offset.
        upload.start();
        return;
      }
      started = true;
      void upload
        .findPreviousUploads()
        .then((previous) => {
          const last = previous[0];
          if (last) upload.resumeFromPreviousUpload(last);
        })
        .catch(() => undefined)
        // Cancelled while looking for a previous upload: never start.
        .finally(() => aborted || upload.start());
    },
    abort: (terminate) => {
      aborted = true;
      return upload.abort(terminate);
    },
  };
}
