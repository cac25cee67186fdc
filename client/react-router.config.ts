import type { Config } from '@react-router/dev/config';
import { clientEnvSchema, parseEnv, readEnvSources } from '@green-circle/contract/env';

// Read through the one environment schema, like every other setting (docs/decisions/0008).
const { CLIENT_BUILD_DIR } = parseEnv(clientEnvSchema, readEnvSources().values);

export default {
  appDirectory: 'src',
  // Where `npm start`, the tests and the benchmark build (scripts/lib/build-client.mjs): client/ and server/ inside.
  buildDirectory: CLIENT_BUILD_DIR ?? 'build',
  future: { v8_middleware: true },
  // Every route is known to the browser from the first page (a few kB in the HTML), never
  // discovered later through `/__manifest`. Lazy discovery lost a race in this version (7.18):
  // a fetcher aborted while its discovery was answering (the bell's count, as a sign-in
  // revalidates) marks the path discovered without adding its route, and every later fetch of
  // that path matched the catch-all not-found route and failed the whole page ("No result found
  // for routeId routes/not-found", in place of 'Login successful'). Offline, it needed a cache.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
