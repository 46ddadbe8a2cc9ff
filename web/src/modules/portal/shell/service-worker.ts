import { isFramed } from './installed';

/** The worker's file and scope: the portal's own path, so it never touches the staff SPA. */
export const SW_URL = '/app/propietarios/sw.js';
export const SW_SCOPE = '/app/propietarios/';

/**
 * Registers the offline shell in production builds only (a development server's modules must not be cached), and
 * never inside the company's iframe, where the portal is a guest of another site.
 */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): boolean {
  if (!production || isFramed() || !('serviceWorker' in navigator)) return false;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE }).catch((error: unknown) => console.warn('Service worker not registered', error));
  });
  return true;
}
