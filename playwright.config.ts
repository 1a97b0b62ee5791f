import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three workers on two cores: much of a browser test is waiting (debounces, workers, network), so a third keeps the CPU busy.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  // No retries: a test that fails on a busy machine (a slow phone is one) is a bug in the product or the test, and is fixed.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    permissions: ['clipboard-read', 'clipboard-write'],
    // The site's service worker would make every new context download its precache; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The Firebase emulators with the product API (functions/), which the site calls by default.
      command: 'node scripts/emulators.mjs --quiet',
      url: 'http://127.0.0.1:5001/demo-devbench/us-central1/api/health',
      reuseExistingServer: true,
      timeout: 180_000,
      // SIGTERM lets the script stop the emulators it started (they run in their own process groups).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
