import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    // Rules tests need the Firestore emulator: `npm test` runs them as their own step (vitest.rules.config.ts).
    exclude: ['tests/rules/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    globalSetup: ['./tests/global-setup.ts'],
    pool: 'threads',
    // Four workers on two cores: many files wait on the real programs of tests/real/ (pandoc, jq, openssl, python3)
    // rather than compute, and one worker per core left the CPU half idle (clean run: 355 s with 2, 272 s with 4 on a
    // machine busier than that one).
    maxWorkers: 4,
    // Cases that run megabytes through a core take a second alone and several on a busy 2-core machine (CI);
    // a timeout is a hang detector here, not a speed check (speed is measured by the bench scripts).
    testTimeout: 60_000,
  },
});
