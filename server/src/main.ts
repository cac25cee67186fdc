// Starts one API process: reads the environment, listens at once (GET /health answers 200
// from the first moment), reaches the store with retries and backoff (until then GET /ready
// and every data route answer 503), seeds it when SEED=demo, and on SIGTERM/SIGINT finishes
// what is in flight, closes the store and exits 0. Several processes may run on one store.
import type { AddressInfo } from 'node:net';
import { applySlowLineTimeouts } from '@green-circle/contract/http-timeouts';
import { ConfigError, readConfig, type Config } from './config';
import { realClock } from './clock';
import { createTestClock, testClockRoutes } from './test-clock';
import { createPlanService } from './features/plan';
import { authorIdSecretIn, keepDataPrivate } from './http/data-dir';

/** How long in-flight requests get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One problem is one line (a production setting left out, most often); several are listed.
    const [only, ...more] = error.problems;
    console.error(`Green Circle API cannot start. ${only && !more.length ? only : error.message}`);
    process.exit(1);
  }
}

/** The store's refusal of a database that a newer release has migrated (no retry mends it). */
const newerRelease = (error: unknown) =>
  error instanceof Error && (error.name === 'NewerSchemaError' || error.name === 'NewerMongoSchemaError');

async function main() {
  const config = configOrExit();
  keepDataPrivate(config.dataDir);
  // Loaded once the environment is known good, so a bad one fails at once.
  const [
    { createApp },
    { createFirebaseVerifier, createFirebaseAccountCheck },
    { openStore },
    { SEED, DEMO_MEMBERS },
    { ensureSeedMemberRecords },
    { connectStore },
    { createLogger },
    { startUploadSweeper },
    { loadFeedSecret },
    { grantAdmins },
    { finishErasures },
    { firebaseAccountRemover },
    { createAuthorIds },
    { startMail },
    { firebaseAccountByEmail },
    { startSharedTipFanOut },
  ] = await Promise.all([
    import('./app'),
    import('./http/firebase-verifier'),
    import('./store/open-store'),
    import('./store/seed-data'),
    import('./features/users/seed-records'),
    import('./store-core/connecting-store'),
    import('./http/request-log'),
    import('./features/uploads/sweep'),
    import('./features/seasons/feed-token'),
    import('./features/safety/admin-emails'),
    import('./features/account/erasure'),
    import('./features/account/firebase-account'),
    import('./features/tips/author-id'),
    import('./features/mail/start-mail'),
    import('./features/mail/firebase-account'),
    import('./features/shared-tips'),
  ]);
  const logger = createLogger(config.logLevel);
  // Through the logger, so every line the API prints is one JSON record.
  for (const warning of config.warnings) logger.warn(warning);
  // The one real clock: every date the API works out is read from it (clock.ts). The browser
  // suite's stack alone (GC_TEST_CLOCK=1, never in production) gets one it can move (test-clock.ts).
  const testClock =
    process.env.GC_TEST_CLOCK === '1' && config.nodeEnv !== 'production' ? createTestClock() : undefined;
  const clock = testClock ?? realClock;
  // Benchmarks only (`npm run bench:host`, docs/benchmarks.md's issue 56 section), never in
  // production: GC_BENCH_WITHOUT names the request-path machinery this process leaves out
  // ('read-cache', 'checked-cookies'), to measure what each piece buys.
  const without = config.nodeEnv === 'production' ? [] : (process.env.GC_BENCH_WITHOUT ?? '').split(',');
  const where = config.mongodbUri ? `MongoDB database ${config.mongodbDb}` : config.dataDir;

  const store = connectStore({
    open: () => openStore({ ...config, clock, readCache: !without.includes('read-cache') }),
    prepare: async (opened) => {
      if (config.seed !== 'demo') return;
      const seeded = await opened.seed(SEED);
      if (seeded.gardeners || seeded.tips)
        logger.info(`Seeded an empty store: ${seeded.gardeners} gardeners, ${seeded.tips} tips`);
      const members = await ensureSeedMemberRecords(opened, DEMO_MEMBERS);
      if (members) logger.info(`Added the records of ${members} demo members`);
    },
    onRetry: (error, delayMs, attempt) =>
      logger.warn(
        {
          attempt,
          retryInMs: delayMs,
          reason:
            error instanceof Error
              ? error.cause instanceof Error
                ? error.cause.message
                : error.message
              : String(error),
        },
        `The store (${where}) is not reachable yet; trying again`,
      ),
    onConnected: (attempt) => logger.info({ attempt }, `The store is ready (${where})`),
    isFatal: (error) => [error, (error as { cause?: unknown } | null)?.cause].some(newerRelease),
    maxDelayMs: config.storeRetryMaxMs,
  });
  // A database from a newer release stays so however long we wait: exit saying why (on stderr,
  // so whoever started the API, npm start included, shows it), instead of answering 503 forever.
  void store.connected.catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Green Circle API cannot use the store (${where}): ${reason}`);
    process.exit(1);
  });

  // ADMIN_EMAILS are made admins once the store is connected.
  void store.connected.then(
    () => grantAdmins(store, config, (message) => logger.warn(message)),
    () => undefined,
  );
  // Uploads are swept once the store is connected (at once, then every interval).
  let stopSweeper = () => {};
  void store.connected.then(
    () => {
      stopSweeper = startUploadSweeper(store, config.uploads.sweepIntervalMs, clock, (error) =>
        logger.warn({ err: error }, 'Sweeping unattached uploads failed'),
      );
    },
    () => undefined,
  );
  const authorIdSecret = config.authorIdSecret ?? authorIdSecretIn(config.dataDir);
  const removeAccount = firebaseAccountRemover(config.firebaseProjectId);
  // A member's deletion that a crash (or a failed step) left half done is finished once the store is connected.
  void store.connected.then(
    () =>
      finishErasures(store, removeAccount, createAuthorIds(authorIdSecret)).then(
        (finished) => finished > 0 && logger.info({ finished }, 'Finished the account deletions a stop left half done'),
        (error: unknown) => logger.error({ err: error }, 'Finishing the half-done account deletions failed'),
      ),
    () => undefined,
  );
  // The outbox is drained once the store is connected (SMTP_URL unset: it only fills).
  const mail = startMail(store, config, authorIdSecret, logger, clock);
  // A new tip's followers are told (in the site and, through the outbox, by e-mail) outside the request.
  const stopFanOut = startSharedTipFanOut(store, (message, error) => logger.warn({ err: error }, message));
  const feedSecret = loadFeedSecret(config.calendarFeedSecret, config.dataDir);
  const app = createApp({
    store,
    verifyToken: createFirebaseVerifier(config.firebaseProjectId, {
      rememberCookies: !without.includes('checked-cookies'),
    }),
    accountActive: createFirebaseAccountCheck(config.firebaseProjectId),
    removeAccount,
    config: { ...config, authorIdSecret, mailBounceSecret: config.mail.bounceSecret },
    logger,
    feedSecret,
    mailSecret: mail.secret,
    findAccountByEmail: firebaseAccountByEmail(config.firebaseProjectId),
    storeKind: config.mongodbUri ? 'mongodb' : 'embedded',
    clock,
    testRoutes: testClock && testClockRoutes(testClock, () => createPlanService(store, testClock).runFollowUps()),
    log: (error) => logger.error({ err: error }, 'A request failed'),
  });
  const cannotListen = async (error: NodeJS.ErrnoException) => {
    const why =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} is already in use. Stop whatever uses it, or set PORT to another port.`
        : `${error.message}.`;
    logger.fatal(`Green Circle API cannot listen on ${config.host ?? 'every interface'}: ${why}`);
    await store.close();
    process.exit(1);
  };
  // Express 5 hands a listen error to this callback (and not as an 'error' event).
  const listening = (error?: Error) => {
    if (error) return void cannotListen(error);
    const { port } = server.address() as AddressInfo;
    logger.info(
      `Green Circle API listening on http://localhost:${port} (store: ${where}, address: ${config.host ?? 'every interface'})`,
    );
  };
  const server =
    config.host === undefined ? app.listen(config.port, listening) : app.listen(config.port, config.host, listening);
  // A phone on a slow line gets its time; a connection that goes silent (a stalled upload) does not.
  applySlowLineTimeouts(server, config.httpIdleTimeoutMs);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests, then stopping`);
    const closed = new Promise((resolve) => server.close(resolve));
    // Keep-alive sockets that go idle after their last response are closed as they free up.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    clearTimeout(force);
    stopSweeper();
    await stopFanOut();
    await mail.stop();
    await store.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Green Circle API failed to start:', error);
  process.exit(1);
});
