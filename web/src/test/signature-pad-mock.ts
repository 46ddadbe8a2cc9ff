/**
 * A stand-in for signature_pad (jsdom has no canvas), for tests that sign: in the test file,
 * `vi.mock('signature_pad', () => import('@/test/signature-pad-mock'))`, then `drawStroke()` ends a stroke as the
 * real pad would and `resetPad()` clears it between tests.
 */
export const pad = { empty: true, onStroke: null as null | (() => void) };

export default class FakeSignaturePad {
  addEventListener(_: string, listener: () => void) {
    pad.onStroke = listener;
  }
  removeEventListener() {}
  off() {}
  clear() {
    pad.empty = true;
  }
  fromData() {}
  toData() {
    return [];
  }
  isEmpty() {
    return pad.empty;
  }
  toDataURL() {
    return 'data:image/png;base64,iVBORw0KGgo=';
  }
}

/** A stroke drawn and ended: the pad is no longer empty and tells its listener. */
export function drawStroke(): void {
  pad.empty = false;
  pad.onStroke?.();
}

export function resetPad(): void {
  pad.empty = true;
  pad.onStroke = null;
}
