/** Whether this browser can give us a WebGL context (headless browsers without GPU emulation cannot). */
export function hasWebGl(): boolean {
  return probeWebGl() !== null;
}

/**
 * Whether WebGL is drawn by the CPU (SwiftShader, llvmpipe, Windows' basic render driver: a virtual desktop or a
 * machine without a usable GPU). There every sample costs CPU time, so the viewer draws without multisampling.
 */
export function isSoftwareWebGl(): boolean {
  return SOFTWARE.test(probeWebGl() ?? '');
}

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** The renderer's name as WebGL tells it ('' when hidden), or null without WebGL. */
function probeWebGl(): string | null {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return null;
    const info = context.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = info ? context.getParameter(info.UNMASKED_RENDERER_WEBGL) : context.getParameter(context.RENDERER);
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof name === 'string' ? name : '';
  } catch {
    return null;
  }
}
