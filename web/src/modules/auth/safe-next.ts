/** The `?next=` target after signing in: only paths inside the app, never another origin. */
export function safeNext(next: string | null, fallback = '/home'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/^\/(login|register|password-reset)(\/|\?|$)/.test(next)) return fallback;
  return next;
}
