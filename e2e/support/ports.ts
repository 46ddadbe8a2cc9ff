/**
 * Ports the set-up and the specs share. The receiver of requests by e-mail listens next to the server: its port
 * follows `OBRA_E2E_PORT` (18480 → 18525), so two runs on one machine do not fight over it;
 * `OBRA_E2E_INBOUND_SMTP_PORT` moves it on its own.
 */
const serverPort = Number(process.env.OBRA_E2E_PORT ?? 18480);

export const INBOUND_SMTP_PORT = Number(process.env.OBRA_E2E_INBOUND_SMTP_PORT ?? serverPort + 45);
