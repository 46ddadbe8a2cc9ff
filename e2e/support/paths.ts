import { join } from 'node:path';
import { tmpdir } from 'node:os';

/**
 * Where global setup leaves the temp folder, the mail folder and the child pids for the tests and teardown. One
 * file per server port, so two runs on one machine (a developer's and a helper's) do not stop each other's server.
 */
export const STATE_FILE = join(tmpdir(), `obra-e2e-state-${process.env.OBRA_E2E_PORT ?? 18480}.json`);
