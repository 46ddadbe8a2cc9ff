import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changeLocale, currentLocale, hasStoredLocale } from '@/lib/i18n';
import { setMe, type Me } from '@/lib/session';
import type { Credentials } from './types';

/**
 * Reconciles the language after sign-in: a choice made in this browser wins and is saved on the server (so its
 * e-mails follow it); a browser without a choice takes the user's saved language.
 */
export async function reconcileLocale(client: QueryClient, me: Me): Promise<void> {
  if (!hasStoredLocale()) {
    await changeLocale(me.locale);
  } else if (currentLocale() !== me.locale) {
    const updated = await api.put<Me>('/api/me/preferences', { locale: currentLocale() }, { notify: false });
    setMe(client, updated);
  }
}

/** POST /login (outside /api): answers with the session's Me. Errors are shown inline by the caller. */
export function login(credentials: Credentials) {
  return api.post<Me>('/login', { ...credentials }, { notify: false });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (me) => {
      // A previous user's cache must not leak into this session.
      client.clear();
      setMe(client, me);
      await reconcileLocale(client, me).catch(() => undefined);
    },
  });
}
