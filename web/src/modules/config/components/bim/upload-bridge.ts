/**
 * Attaching IFC files reuses Cbox's upload machinery (the tus task against `/api/uploads` and its queue with
 * concurrency, progress, retry and cancel) instead of keeping a second copy that would drift. This file is the one
 * place configuration reaches into that module; if a third module needs it, it belongs in `@/lib`.
 */
/* eslint-disable no-restricted-imports -- the one bridge to Cbox's upload code (see above) */
export type { CboxLimits as UploadLimits } from '@/modules/cbox/api/types';
export { createTusTask } from '@/modules/cbox/upload/tus-task';
export { entryPercent, UploadQueue } from '@/modules/cbox/upload/upload-queue';
export type { UploadCallbacks, UploadEntry, UploadTarget, UploadTaskFactory } from '@/modules/cbox/upload/upload-queue';
export type { RejectReason } from '@/modules/cbox/upload/upload-rules';
/* eslint-enable no-restricted-imports */
