import { join } from 'node:path';
import { tmpdir } from 'node:os';

import { BASE_PORT } from './ports';

/**
 * Where global setup leaves each worker slot's temp folder and mail folder, and the child pids for teardown. One
 * file per base port, so two runs on one machine do not stop each other's servers.
 */
export const STATE_FILE = join(tmpdir(), `obra-e2e-state-${BASE_PORT}.json`);

export interface SlotState {
  dir: string;
  mailDir: string;
}

export interface RunState {
  /** By worker slot (`TEST_PARALLEL_INDEX`). */
  slots: SlotState[];
  pids: number[];
}
