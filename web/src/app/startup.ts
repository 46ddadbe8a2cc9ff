import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { configureApi, notifyApiError, showWarningsDialog } from '@/lib/api';
import { currentLocale, initI18n, translate } from '@/lib/i18n';
import { bindActiveProject } from '@/lib/session';
import { PRELOAD_ERROR_EVENT } from '@/lib/lazy-page';

/** A start-up step may ask the browser to go elsewhere instead of mounting the app (SPEC §8). */
export type StartupResult = { redirect: string } | undefined;
export type StartupStep = () => StartupResult | Promise<StartupResult>;

/**
 * Runs the start-up steps in order. Returns true when the app may be mounted. An error is only logged
 * (the app is then not mounted); a redirect target sends the browser there instead.
 */
export async function runStartup(steps: StartupStep[], go: (url: string) => void = (url) => window.location.assign(url)) {
  try {
    for (const step of steps) {
      const result = await step();
      if (result?.redirect) {
        go(result.redirect);
        return false;
      }
    }
    return true;
  } catch (error) {
    console.error('Obra could not start', error);
    return false;
  }
}

/** Vite reports a failed preload as `vite:preloadError`; it becomes our `preload-error` and is rethrown. */
export function installPreloadErrorBridge(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: payload }));
  });
  window.addEventListener(PRELOAD_ERROR_EVENT, () => {
    notifications.show({ id: 'preload-error', color: 'blue', message: translate('common:feedback.newVersion'), autoClose: false });
  });
}

/** Wires the API client to the running app: locale, active project, feedback and the 401 exit. */
export function configureClient(queryClient: QueryClient, toLogin: () => void): void {
  configureApi({
    locale: currentLocale,
    defaultErrorMessage: () => translate('common:errors.default'),
    notifyError: notifyApiError,
    showWarnings: showWarningsDialog,
    onUnauthorized: toLogin,
  });
  bindActiveProject(queryClient);
}

export function defaultSteps(): StartupStep[] {
  return [
    () => {
      initI18n();
      return undefined;
    },
    () => {
      installPreloadErrorBridge();
      return undefined;
    },
  ];
}
