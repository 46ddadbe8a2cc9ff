/** How far (px) the pointer may move between press and release for the gesture to count as a click, not an orbit. */
const CLICK_TOLERANCE = 4;

/**
 * Calls `onClick` with the client coordinates of a primary-button click on `canvas`, ignoring the drags that orbit or
 * pan the camera. Returns the function that removes the listeners.
 */
export function attachPicking(canvas: HTMLElement, onClick: (clientX: number, clientY: number) => Promise<void>): () => void {
  let down: { x: number; y: number } | null = null;
  const press = (event: PointerEvent) => {
    down = event.button === 0 ? { x: event.clientX, y: event.clientY } : null;
  };
  const release = (event: PointerEvent) => {
    if (!down || event.button !== 0) return;
    const moved = Math.hypot(event.clientX - down.x, event.clientY - down.y);
    down = null;
    if (moved <= CLICK_TOLERANCE) void onClick(event.clientX, event.clientY).catch(() => undefined);
  };
  canvas.addEventListener('pointerdown', press);
  canvas.addEventListener('pointerup', release);
  return () => {
    canvas.removeEventListener('pointerdown', press);
    canvas.removeEventListener('pointerup', release);
  };
}
