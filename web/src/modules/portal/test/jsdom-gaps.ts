/**
 * Browser APIs the portal's screens use that jsdom lacks: autosizing textareas listen to `document.fonts`, photo
 * previews and downloads make object URLs. Imported by the screen tests.
 */
import { beforeEach } from 'vitest';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:test/${blob.size}`, revokeObjectURL: () => undefined });
});
