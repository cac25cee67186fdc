import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  // Where `npm start`, the tests and the benchmark build (scripts/lib/build-client.mjs): client/ and server/ inside.
  buildDirectory: process.env.CLIENT_BUILD_DIR ?? 'build',
  future: { v8_middleware: true },
} satisfies Config;
