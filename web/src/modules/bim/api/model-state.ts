import type { BimFile, BimModel, BimState } from './types';

/** How often a model whose files are still being worked on is asked again (the contract says every 1–2 s). */
export const POLL_MS = 1500;

const BUSY: readonly BimState[] = ['uploaded', 'processing', 'optimizing'];

/** Whether the server is still working on the model: some file is uploaded, processing or optimizing (a model
 * without files reports `uploaded` but has nothing in progress, so it is not polled). */
export function isBusy(model: Pick<BimModel, 'files'>): boolean {
  return model.files.some((file) => BUSY.includes(file.state));
}

/** The files the viewer can load: only `available` ones have content to download. */
export function availableFiles(model: Pick<BimModel, 'files'>): BimFile[] {
  return model.files.filter((file) => file.state === 'available');
}

/** A model opens in the viewer once at least one of its files is available. */
export function canOpen(model: Pick<BimModel, 'files'>): boolean {
  return availableFiles(model).length > 0;
}
