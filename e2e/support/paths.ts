import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Where global setup leaves the temp folder, the mail folder and the child pids for the tests and teardown. */
export const STATE_FILE = join(tmpdir(), 'obra-e2e-state.json');
