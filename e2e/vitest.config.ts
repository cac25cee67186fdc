import { defineConfig } from 'vitest/config';

// The browser suite: one Chromium and one running stack for the whole run (global setup),
// a fresh browser context per test, files one after another (2 cores).
export default defineConfig({
  test: {
    root: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    retry: 0,
    reporters: ['default'],
  },
});
