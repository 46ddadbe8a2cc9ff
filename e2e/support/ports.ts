/**
 * Ports the set-up and the specs share. Every Playwright worker has a server of its own (its own SQLite database,
 * mail sink and receiver of requests by e-mail), so specs running side by side never see each other's changes.
 * Worker slot k (`TEST_PARALLEL_INDEX`, set in each worker process before the config loads) takes the ports of slot
 * 0 plus 1000·k: the server `OBRA_E2E_PORT` (18480), the sink `OBRA_E2E_SMTP_PORT` (18425) and the receiver 45 above
 * the server (18525). A stride of 1000 keeps one slot's ports off another's (with 100, slot 1's sink took slot 0's
 * receiver, 18525), and two runs on one machine (a developer's and a helper's) off each other's.
 */
export const BASE_PORT = Number(process.env.OBRA_E2E_PORT ?? 18480);
const BASE_SMTP_PORT = Number(process.env.OBRA_E2E_SMTP_PORT ?? 18425);
const STRIDE = 1000;

/** The ports of one worker slot's server. */
export function slotPorts(slot: number): { server: number; sink: number; inbound: number } {
  const server = BASE_PORT + STRIDE * slot;
  return { server, sink: BASE_SMTP_PORT + STRIDE * slot, inbound: server + 45 };
}

/** This process's worker slot (0 in the runner and with one worker). */
export const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const BASE_URL = `http://127.0.0.1:${slotPorts(SLOT).server}`;
export const INBOUND_SMTP_PORT = slotPorts(SLOT).inbound;
