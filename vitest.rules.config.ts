import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Security-rules tests need the Firestore emulator; the global setup starts it (or reuses a running one).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/rules/emulator-setup.mjs'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
