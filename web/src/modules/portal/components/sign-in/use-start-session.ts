import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { portalKeys } from '../../api/keys';
import { storeToken } from '../../api/token';
import type { Session } from '../../api/types';
import { applyOwnerLocale } from '../../i18n/portal-i18n';

/** Keeps a new session: the token for every call, the owner in the cache, their language unless one was chosen. */
export function useStartSession() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    async (session: Session) => {
      // Another owner's screens may still be cached in this browser; the link and the iframe's settings stay.
      for (const part of ['home', 'unit', 'request']) client.removeQueries({ queryKey: [...portalKeys.all, part] });
      storeToken(session.token);
      client.setQueryData(portalKeys.me(), session.owner);
      await applyOwnerLocale(i18n, session.owner.locale);
    },
    [client, i18n],
  );
}
