import type { Config } from '@react-router/dev/config';
import { clientEnvSchema, parseEnv, readEnvSources } from '@green-circle/contract/env';

// Read through the one environment schema, like every other setting (docs/decisions/0008).
const { CLIENT_BUILD_DIR } = parseEnv(clientEnvSchema, readEnvSources().values);

export default {
  appDirectory: 'src',
  // Where `npm start`, the tests and the benchmark build (scripts/lib/build-client.mjs): client/ and server/ inside.
  buildDirectory: CLIENT_BUILD_DIR ?? 'build',
  future: { v8_middleware: true },
} satisfies Config;
