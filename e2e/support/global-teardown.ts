import { readFileSync, rmSync } from 'node:fs';

import { STATE_FILE, type RunState } from './paths';

export default async function globalTeardown(): Promise<void> {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as RunState;
  for (const pid of state.pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  for (const slot of state.slots) rmSync(slot.dir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
