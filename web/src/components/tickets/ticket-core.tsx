import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a module built on the ticket core tells its shared screens (header, actions, dialogs, messages, activity,
 * merges): where its API lives, which query keys hold a ticket, where a ticket's screen is, and which i18n namespaces
 * word it (a Cmanagement "ticket" is an after-sales "solicitud", feminine in Spanish, so each module keeps its own
 * sentences under the same keys).
 */
export interface TicketCore {
  /** The tickets' API base, e.g. `/api/cmanagement/tickets`; a ticket is `<ticketsPath>/<id>`. */
  ticketsPath: string;
  /** The merges' API base, e.g. `/api/cmanagement/merges` (undo is `<mergesPath>/<id>/undo`). */
  mergesPath: string;
  keys: {
    messages: (id: string) => QueryKey;
    activity: (id: string) => QueryKey;
    merges: (id: string) => QueryKey;
    mergeCandidates: (id: string, search: string) => QueryKey;
  };
  /** After anything changes a ticket: reload its detail, the lists and whatever else shows it. */
  reload: (client: QueryClient, id: string) => Promise<void>;
  /** The ticket's screen, for links (merges, messages from a merged ticket, the merged banner). */
  ticketUrl: (id: string) => string;
  /** Namespace of the core's sentences: `actions.*`, `merge.*`, `merges.*`, `messages.*`, `composer.*`, `activity.*`, `detail.meta`. */
  ns: string;
  /** Namespace of the value labels: `status.*`, `statusBadge.*`, `statusHint.*`, `priority.*`, `origin.*`, `sendAs.*`. */
  enumNs: string;
  /** "Send as" travels in the message's multipart (`send_as`), or as the `send_as` action carrying the text. */
  sendAsVia: 'message' | 'action';
}

const TicketCoreContext = createContext<TicketCore | null>(null);

export function TicketCoreProvider({ value, children }: { value: TicketCore; children: ReactNode }) {
  return <TicketCoreContext.Provider value={value}>{children}</TicketCoreContext.Provider>;
}

export function useTicketCore(): TicketCore {
  const core = useContext(TicketCoreContext);
  if (!core) throw new Error('useTicketCore: wrap the screen in a TicketCoreProvider');
  return core;
}

/** The core's `t`: sentences from the module's namespace, value labels as `${enumNs}:…`, `common:` for the rest. */
export function useCoreTranslation() {
  const core = useTicketCore();
  const { t, i18n } = useTranslation([core.ns, core.enumNs, 'common']);
  return { t, i18n, core, label: (group: string, value: string) => t(`${core.enumNs}:${group}.${value}`) };
}

export const ticketPathOf = (core: TicketCore, id: string) => `${core.ticketsPath}/${encodeURIComponent(id)}`;
