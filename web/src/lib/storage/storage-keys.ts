/**
 * Every localStorage key the SPA writes, in one place (SPEC §7 names `metadata` and `{module}_grid_mode`;
 * the rest are UI memories of this client).
 */
export const storageKeys = {
  /** JSON `{ "locale": "es" | "pt" }`. */
  metadata: 'metadata',
  gridMode: (module: string) => `${module}_grid_mode`,
  lastRoute: (module: string) => `${module}_last_route`,
  /** JSON `{ navbar, aside, footer }` booleans: which shell panels are open. */
  shellPanels: 'shell_panels',
} as const;
