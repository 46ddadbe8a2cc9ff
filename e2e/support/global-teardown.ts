import { readFileSync, rmSync } from 'node:fs';

import { STATE_FILE } from './paths';

export default async function globalTeardown(): Promise<void> {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { dir: string; pids: number[] };
  for (const pid of state.pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  rmSync(state.dir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
