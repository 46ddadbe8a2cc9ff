/**
 * Starts the real pieces the suite talks to: an SMTP sink (aiosmtpd) and `obra serve` on a fresh SQLite database
 * with the demo data, sending its e-mail to the sink and taking requests by e-mail on its own SMTP port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { INBOUND_SMTP_PORT } from './ports';
import { STATE_FILE } from './paths';

const port = Number(process.env.OBRA_E2E_PORT ?? 18480);
const smtpPort = Number(process.env.OBRA_E2E_SMTP_PORT ?? 18425);

function start(cmd: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const lines: string[] = [];
  child.stdout?.on('data', (d) => lines.push(String(d)));
  child.stderr?.on('data', (d) => lines.push(String(d)));
  child.on('exit', (code) => {
    if (code) console.error(`${log} exited ${code}:\n${lines.join('')}`);
  });
  return child;
}

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'obra-e2e-'));
  const mailDir = join(dir, 'mail');
  const sink = start('python3', [join(import.meta.dirname, '..', 'smtp_sink.py'), String(smtpPort), mailDir], process.env, 'smtp sink');
  const bin = process.env.OBRA_BIN ?? join(import.meta.dirname, '..', '..', 'target', 'debug', 'obra');
  const server = start(bin, ['serve', '--demo'], {
    ...process.env,
    OBRA_ADDR: `127.0.0.1:${port}`,
    OBRA_DATA_DIR: join(dir, 'data'),
    OBRA_DATABASE_URL: '',
    OBRA_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The receiver of requests by e-mail, which the specs write to as an owner's mail server would.
    OBRA_INBOUND_SMTP_ADDR: `127.0.0.1:${INBOUND_SMTP_PORT}`,
    OBRA_PUBLIC_URL: `http://127.0.0.1:${port}`,
    OBRA_LOGIN_ATTEMPTS: '50',
    // Webhook applications of env `testing` may send to the receiver a spec starts on 127.0.0.1.
    OBRA_WEBHOOKS_ALLOW_LOOPBACK: '1',
    OBRA_LOG: 'warn',
  }, 'obra');
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  writeFileSync(STATE_FILE, JSON.stringify({ dir, mailDir, pids: [sink.pid, server.pid] }));
}
