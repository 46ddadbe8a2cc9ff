/** Whether the portal runs as an installed app (opened from the home screen): such requests count as `owners_pwa`. */
export function isInstalled(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  // Safari on iOS says so through a property of its own.
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || ios;
}

/** Inside the company's iframe (cross-origin access to `top` throws, which also means framed). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
