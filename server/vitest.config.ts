import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The API suites share one Auth emulator; files run in parallel, each on its own temp store.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
