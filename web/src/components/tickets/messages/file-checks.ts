import type { TFunction } from 'i18next';
/** Attachment limits per file in bytes (20 MB) and per message (10 files). */
export interface AttachmentLimits {
  max_attachment_bytes: number;
  max_attachments: number;
}

/** What the server allows unless the form says otherwise (contract: 10 files of 20 MB per message). */
export const DEFAULT_LIMITS: AttachmentLimits = { max_attachment_bytes: 20 * 1024 * 1024, max_attachments: 10 };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Adds picked files to the ones already chosen, checked as the server will: a file over the size limit is left
 * out, and so is any file past the count limit; each refusal is named.
 */
export function addFiles(t: TFunction, current: File[], picked: File[], limits: AttachmentLimits): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    if (file.size > limits.max_attachment_bytes) {
      problems.push(t('composer.tooLarge', { name: file.name, max: megabytes(limits.max_attachment_bytes) }));
    } else if (files.length >= limits.max_attachments) {
      problems.push(t('composer.tooMany', { name: file.name, max: limits.max_attachments }));
    } else if (!files.some((other) => other.name === file.name && other.size === file.size)) {
      files.push(file);
    }
  }
  return { files, problems };
}
