// `npm run host`: the site's host (client/server/app.ts, built by `npm run build -w client`) as one
// process of a deployment: its settings from the environment (and .env), checked as the API checks
// its own. With NODE_ENV=production it refuses to start, on one line naming the setting, without
// HOST_SECRET (at least 32 characters, the API's), PUBLIC_SITE_URL on https (the one the build was
// made for) or TRUST_PROXY; and with a build made for the Auth emulator unless
// REHEARSAL_AUTH_EMULATOR is set (npm run rehearse). On SIGTERM it answers GET /ready 503 for
// DRAIN_MS, so its load balancer sends it nothing new, lets what is in flight finish, and exits 0.
// Only the build's bundle and the schema are loaded: no TypeScript at run time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  EnvError,
  hostEnvSchema,
  parseEnv,
  productionProblems,
  readEnvSources,
  rehearsalWarning,
} from '@green-circle/contract/env';
import { root } from './lib/root.mjs';

/** How long a stopping host keeps answering while its /ready says 503 (the proxy's checks see it). */
const DRAIN_MS = Number(process.env.HOST_DRAIN_MS ?? 3_000);
/** How long the requests in flight then get before their connections are cut. */
const GRACE_MS = 10_000;

function refuse(problem) {
  console.error(`Green Circle's host cannot start. ${problem}`);
  process.exit(1);
}

const { values } = readEnvSources({ environment: process.env });
let settings;
try {
  settings = parseEnv(hostEnvSchema, values);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  refuse(error.problems.length === 1 ? error.problems[0] : error.message);
}
const problems = productionProblems(values);
if (problems.length) refuse(problems.length === 1 ? problems[0] : problems.join('; '));

const buildDir = path.resolve(root, 'client', values.CLIENT_BUILD_DIR ?? 'build');
const host = await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href).catch((error) =>
  refuse(`No client build in ${buildDir} (${error.code ?? error.message}): run \`npm run build -w client\` first.`),
);
const production = settings.NODE_ENV === 'production';
const rehearsal = rehearsalWarning(values);
if (production && host.builtFor.publicSiteUrl.replace(/\/+$/, '') !== settings.PUBLIC_SITE_URL.replace(/\/+$/, ''))
  refuse(
    `PUBLIC_SITE_URL: This build was made for ${host.builtFor.publicSiteUrl}, not ${settings.PUBLIC_SITE_URL}; build the client again with PUBLIC_SITE_URL set.`,
  );
if (production && host.builtFor.authEmulator && !rehearsal)
  refuse(
    'VITE_FIREBASE_AUTH_EMULATOR_HOST: This build trusts the Auth emulator (it accepts forged tokens); build the client again without it for production.',
  );
if (rehearsal && host.builtFor.authEmulator) console.warn(rehearsal);

let stopping = false;
const server = await host
  .startClientServer({
    port: settings.CLIENT_PORT,
    host: settings.HOST ?? '0.0.0.0',
    hostSecret: settings.HOST_SECRET,
    metricsToken: settings.METRICS_TOKEN,
    trustProxy: settings.TRUST_PROXY ?? 0,
    idleTimeoutMs: settings.HTTP_IDLE_TIMEOUT_MS,
    ready: () => !stopping,
  })
  .catch((error) => refuse(`It cannot listen on port ${settings.CLIENT_PORT}: ${error.message}`));
console.log(
  `Green Circle's host listening on ${settings.HOST ?? '0.0.0.0'}:${settings.CLIENT_PORT} (pid ${process.pid}, trusting ${settings.TRUST_PROXY ?? 0} proxies)`,
);

const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: /ready answers 503 for ${DRAIN_MS} ms, then the requests in flight finish`);
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  await server.finish(GRACE_MS);
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
