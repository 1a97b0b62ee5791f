import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests that need the emulators: the Firestore security rules, and the API's handlers (functions/)
// against the real Firestore and Auth emulators. The global setup starts them (or reuses running ones).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    include: ['tests/rules/**/*.test.ts', 'functions/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/rules/emulator-setup.mjs'],
    // The handler tests share the emulators and empty them between tests, so files run one at a time.
    fileParallelism: false,
    env: { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', GCLOUD_PROJECT: 'demo-devbench', METADATA_SERVER_DETECTION: 'none' },
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
