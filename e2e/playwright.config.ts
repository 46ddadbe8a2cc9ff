import { defineConfig } from '@playwright/test';

import { BASE_URL } from './support/ports';

/** Flags for Debian's chromium on a closed network (ARCHITECTURE §8). */
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Specs never share a server at the same time: each worker has its own database, mail sink and ports.
  workers: Number(process.env.OBRA_E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  outputDir: './test-results',
  use: {
    // Each worker talks to a server of its own (support/ports.ts, support/global-setup.ts).
    baseURL: BASE_URL,
    locale: 'es-CL',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
