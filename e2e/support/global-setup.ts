/**
 * Starts the real pieces the suite talks to, once per worker: an SMTP sink (aiosmtpd) and `obra serve` on a fresh
 * SQLite database with the demo data, sending its e-mail to the sink and taking requests by e-mail on its own SMTP
 * port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FullConfig } from '@playwright/test';

import { slotPorts } from './ports';
import { STATE_FILE, type RunState, type SlotState } from './paths';

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

/** One server with its sink on a fresh folder, for worker slot `slot`; answers the folders and the pids. */
async function startSlot(slot: number): Promise<{ state: SlotState; pids: (number | undefined)[] }> {
  const ports = slotPorts(slot);
  const dir = mkdtempSync(join(tmpdir(), 'obra-e2e-'));
  const mailDir = join(dir, 'mail');
  const sink = start('python3', [join(import.meta.dirname, '..', 'smtp_sink.py'), String(ports.sink), mailDir], process.env, 'smtp sink');
  const bin = process.env.OBRA_BIN ?? join(import.meta.dirname, '..', '..', 'target', 'debug', 'obra');
  const server = start(bin, ['serve', '--demo'], {
    ...process.env,
    OBRA_ADDR: `127.0.0.1:${ports.server}`,
    OBRA_DATA_DIR: join(dir, 'data'),
    OBRA_DATABASE_URL: '',
    OBRA_SMTP_URL: `smtp://127.0.0.1:${ports.sink}`,
    // The receiver of requests by e-mail, which the specs write to as an owner's mail server would.
    OBRA_INBOUND_SMTP_ADDR: `127.0.0.1:${ports.inbound}`,
    OBRA_PUBLIC_URL: `http://127.0.0.1:${ports.server}`,
    OBRA_LOGIN_ATTEMPTS: '50',
    // Webhook applications of env `testing` may send to the receiver a spec starts on 127.0.0.1.
    OBRA_WEBHOOKS_ALLOW_LOOPBACK: '1',
    OBRA_LOG: 'warn',
  }, `obra (worker ${slot})`);
  await waitFor(`http://127.0.0.1:${ports.server}/api/health`);
  return { state: { dir, mailDir }, pids: [sink.pid, server.pid] };
}

/** Starts a server per worker slot, side by side. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const ports = Array.from({ length: config.workers }, (_, slot) => Object.values(slotPorts(slot))).flat();
  if (new Set(ports).size !== ports.length) throw new Error(`the workers' ports overlap: ${ports.join(', ')}`);
  const started = await Promise.all(Array.from({ length: config.workers }, (_, slot) => startSlot(slot)));
  const run: RunState = {
    slots: started.map(({ state }) => state),
    pids: started.flatMap(({ pids }) => pids).filter((pid): pid is number => pid !== undefined),
  };
  writeFileSync(STATE_FILE, JSON.stringify(run));
}
