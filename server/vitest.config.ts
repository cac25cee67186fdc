import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One Auth emulator for the whole run (started here unless FIREBASE_AUTH_EMULATOR_HOST is set);
    // files run in parallel, each on its own temp store.
    globalSetup: ['test/global-setup.ts'],
    // An unexpected 5xx answer fails the test that caused it.
    setupFiles: ['test/setup.ts'],
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
