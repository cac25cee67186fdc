// The whole local stack, as `npm start`, `npm run dev` and the end-to-end suite run it:
// the Auth emulator (accounts kept in DATA_DIR/auth), the demo members, the API on the
// embedded store (DATA_DIR) and the client (built and served, or Vite's dev server).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAuthEmulator } from '@green-circle/testing/auth-emulator';
import { startMailServer } from '@green-circle/testing/mail-server';
import { freePort, portInUse } from '@green-circle/testing/ports';
import { buildClient, hostEntry } from './build-client.mjs';
import { demoMembers, ensureMembers } from './demo-members.mjs';
import { clientBuildEnv, loadConfig, openHostWarning, reachableHost } from './env.mjs';
import { startApi, startViteDev, waitUntilReady } from './processes.mjs';

export class PortInUseError extends Error {
  constructor(name, port) {
    super(`Port ${port} (${name}) is already in use. Stop whatever uses it, or set ${name} to another port in .env.`);
    this.name = 'PortInUseError';
  }
}

/** What to do when a step of the start fails (printed under its ✗ line). */
const HELP = {
  emulator: (config) =>
    `read the emulator's words above. If port ${config.AUTH_EMULATOR_PORT} is taken, stop what uses it or set ` +
    `AUTH_EMULATOR_PORT in .env; if the saved accounts in ${path.join(config.DATA_DIR, 'auth')} are damaged, move ` +
    'that folder away (the demo members are made again), then start again.',
  client:
    'run `npm run build -w client` to see the whole error, fix what it names (a VITE_* setting in .env, or the code), then start again.',
  api: (config, logFile) =>
    `read the API's words above${logFile ? ` (all of them are in ${logFile})` : ''}. A setting it names is ` +
    `fixed in .env or the environment (.env.example lists each with its default); if port ${config.PORT} is ` +
    'taken, stop what uses it or set PORT; then start again.',
  mail: (config) =>
    `if port ${config.MAIL_SMTP_PORT} or ${config.MAIL_WEB_PORT} is taken, stop what uses it or set MAIL_SMTP_PORT ` +
    'and MAIL_WEB_PORT in .env, then start again.',
  clientServer: (config) =>
    `if port ${config.CLIENT_PORT} is taken, stop what uses it or set CLIENT_PORT in .env, then start again.`,
};

/** Throws PortInUseError for the first configured port that something already listens on. */
export async function checkPorts(config) {
  for (const name of ['PORT', 'CLIENT_PORT', 'AUTH_EMULATOR_PORT', 'MAIL_SMTP_PORT', 'MAIL_WEB_PORT']) {
    const port = config[name];
    if ((await portInUse(port, '127.0.0.1')) || (await portInUse(port, '::1'))) throw new PortInUseError(name, port);
  }
}

/** The environment the API runs with (every value explicit, so a stray .env cannot redirect it). */
export function apiEnv(config, extra = {}) {
  const pick = (name) => (config[name] === undefined ? {} : { [name]: String(config[name]) });
  return {
    ...pick('MONGODB_URI'),
    ...pick('MONGODB_DB'),
    ...pick('TRUST_PROXY'),
    ...pick('HTTP_IDLE_TIMEOUT_MS'),
    ...Object.fromEntries(Object.entries(config).filter(([k, v]) => k.startsWith('RATE_LIMIT_') && v !== undefined)),
    PORT: String(config.PORT),
    HOST: config.HOST,
    CLIENT_PORT: String(config.CLIENT_PORT),
    DATA_DIR: config.DATA_DIR,
    FIREBASE_PROJECT_ID: config.FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: config.FIREBASE_AUTH_EMULATOR_HOST,
    CLIENT_ORIGINS: config.CLIENT_ORIGINS,
    // The API's absolute addresses (the calendar feed) point where the client reaches it.
    PUBLIC_API_URL: config.PUBLIC_API_URL ?? config.VITE_API_URL,
    // The e-mails' links point at the site; they go to the stack's own mail server.
    PUBLIC_SITE_URL: config.PUBLIC_SITE_URL,
    SMTP_URL: config.SMTP_URL ?? `smtp://${reachableHost(config.HOST)}:${config.MAIL_SMTP_PORT}`,
    MAIL_FROM: config.MAIL_FROM,
    ...pick('MAIL_SECRET'),
    ...pick('MAIL_BATCH_WINDOW_MS'),
    ...pick('METRICS_TOKEN'),
    NODE_ENV: 'development',
    ...extra,
  };
}

/**
 * The configuration of a stack of its own (the e2e suite, the screenshots, the web benchmark):
 * free ports, `dataDir` for its data, the documented defaults only (a developer's .env or
 * shell must not redirect it), then `overrides`.
 * @param {string} dataDir
 * @param {Record<string, string>} [overrides]
 */
export async function throwawayConfig(dataDir, overrides = {}) {
  return loadConfig(
    {
      PORT: String(await freePort()),
      CLIENT_PORT: String(await freePort()),
      AUTH_EMULATOR_PORT: String(await freePort()),
      MAIL_SMTP_PORT: String(await freePort()),
      MAIL_WEB_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ...overrides,
    },
    { environment: {}, useDotenv: false },
  );
}

/**
 * Starts everything and resolves once each part answers.
 * @param {ReturnType<import('./env.mjs').loadConfig>} config
 * @param {{ dev?: boolean, clientOutDir?: string, apiLogFile?: string, inheritOutput?: boolean,
 *   apiExtraEnv?: Record<string,string>, log?: (line: string) => void,
 *   steps?: ReturnType<import('./steps.mjs').createSteps> }} options
 * `steps`, when given, reports each part as it starts and ends (npm start's progress).
 */
export async function startStack(config, options = {}) {
  const { dev = false, log = () => {}, inheritOutput = false } = options;
  const warning = openHostWarning(config);
  if (warning) console.warn(warning);
  const step = (label, action, help) => (options.steps ? options.steps.run(label, action, { help }) : action());
  const running = [];
  // The host forwards each visitor's address to the API with this secret (rate limits count per
  // visitor, not per host): the configured one, or one made for this run.
  const hostSecret = config.HOST_SECRET ?? randomBytes(24).toString('base64url');
  let emulatorStarting;
  const stopAll = async () => {
    for (const part of running.reverse()) {
      await part.stop().catch((error) => console.error(`Stopping ${part.name}: ${error.message}`));
    }
  };
  try {
    // The emulator takes the longest to start; the client builds meanwhile.
    log('Starting the Auth emulator' + (dev ? '' : ' and building the client') + '...');
    emulatorStarting = startAuthEmulator({
      port: config.AUTH_EMULATOR_PORT,
      host: config.HOST,
      projectId: config.FIREBASE_PROJECT_ID,
      dataDir: path.join(config.DATA_DIR, 'auth'),
      quiet: true,
    });
    emulatorStarting.then(
      (emulator) => running.push({ name: 'the Auth emulator', stop: () => emulator.stop() }),
      () => {},
    );
    const emulatorReady = step(
      'Starting the Auth emulator and the demo members',
      async () => {
        const emulator = await emulatorStarting;
        const members = await demoMembers();
        const created = await ensureMembers(emulator, members);
        return { emulator, members, detail: `${emulator.host}, ${members.length} members (${created} new)` };
      },
      HELP.emulator(config),
    );
    const building = dev
      ? Promise.resolve(null)
      : step(
          'Building the client',
          async () => {
            const build = await buildClient({ viteEnv: clientBuildEnv(config), outDir: options.clientOutDir });
            return { ...build, detail: build.built ? 'built' : 'unchanged since the last start, reused' };
          },
          HELP.client,
        );
    const mailReady = step(
      'Starting the local mail server',
      async () => {
        const mail = await startMailServer({
          smtpPort: config.MAIL_SMTP_PORT,
          webPort: config.MAIL_WEB_PORT,
          host: config.HOST,
          mailDir: path.join(config.DATA_DIR, 'mail'),
        });
        running.push({ name: 'the mail server', stop: () => mail.stop() });
        return Object.assign(mail, { detail: `e-mails land in ${mail.webUrl}` });
      },
      HELP.mail(config),
    );
    const [{ emulator, members }, build, mail] = await Promise.all([emulatorReady, building, mailReady]);

    log('Starting the API...');
    const api = await step(
      'Starting the API',
      async () => {
        const api = startApi({
          env: apiEnv(config, { HOST_SECRET: hostSecret, ...options.apiExtraEnv }),
          watch: dev,
          logFile: options.apiLogFile,
          inherit: inheritOutput,
        });
        running.push(api);
        const apiUrl = `http://${reachableHost(config.HOST)}:${config.PORT}`;
        // Ready means seeded: the demo members' records come with it (SEED=demo).
        await waitUntilReady(api, `${apiUrl}/ready`, { timeoutMs: 90_000 });
        return Object.assign(api, {
          detail: `${apiUrl}, ${config.MONGODB_URI ? 'MongoDB' : `SQLite in ${config.DATA_DIR}`}`,
        });
      },
      HELP.api(config, options.apiLogFile),
    );

    let clientUrl;
    if (dev) {
      const vite = startViteDev({
        port: config.CLIENT_PORT,
        host: config.HOST,
        env: clientBuildEnv(config),
        inherit: inheritOutput,
      });
      running.push(vite);
      clientUrl = `http://localhost:${config.CLIENT_PORT}`;
      await waitUntilReady(vite, clientUrl, { timeoutMs: 60_000 });
    } else {
      const client = await step(
        'Serving the client',
        async () => {
          // The build's host (client/server/app.ts): its settings were baked in with the build's VITE_* values.
          // React (and Express) choose their production code by NODE_ENV when they load: without
          // it the host drew every page with React's development build, about twice the time.
          // Only while the host loads: this process's later children (npm, the tests) keep theirs.
          const nodeEnv = process.env.NODE_ENV;
          process.env.NODE_ENV = 'production';
          let client;
          try {
            const { startClientServer } = await import(pathToFileURL(hostEntry(build.outDir)).href);
            client = await startClientServer({
              port: config.CLIENT_PORT,
              host: config.HOST,
              hostSecret,
              metricsToken: config.METRICS_TOKEN,
              idleTimeoutMs: config.HTTP_IDLE_TIMEOUT_MS,
            });
          } finally {
            if (nodeEnv === undefined) delete process.env.NODE_ENV;
            else process.env.NODE_ENV = nodeEnv;
          }
          return Object.assign(client, { detail: client.url });
        },
        HELP.clientServer(config),
      );
      running.push({ name: 'the client server', stop: client.close });
      clientUrl = client.url;
    }
    return { clientUrl, apiUrl: config.VITE_API_URL, emulator, mail, members, api, stop: stopAll };
  } catch (error) {
    await Promise.allSettled([emulatorStarting]); // so a half-started emulator is stopped too
    await stopAll();
    throw error;
  }
}
