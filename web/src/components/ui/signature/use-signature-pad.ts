import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

/** Sizes the canvas to its box in device pixels (sharp strokes), keeping what is drawn. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  if (canvas.offsetWidth === 0) return;
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const strokes = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/**
 * A signature_pad on a canvas (the account's signature and the delivery act's signers): dark ink, the canvas kept
 * sharp as its box resizes, `onStroke` after each stroke. While `enabled` is false the canvas takes no strokes.
 */
export function useSignaturePad(enabled: boolean, onStroke: (pad: SignaturePad) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const strokeRef = useRef(onStroke);
  useEffect(() => {
    strokeRef.current = onStroke;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !enabled) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 0.8, maxWidth: 2.7 });
    padRef.current = pad;
    const handler = () => strokeRef.current(pad);
    pad.addEventListener('endStroke', handler);
    fitCanvas(canvas, pad);
    const observer = new ResizeObserver(() => fitCanvas(canvas, pad));
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', handler);
      pad.off();
      padRef.current = null;
    };
  }, [enabled]);

  return { canvasRef, padRef };
}
