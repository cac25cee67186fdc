// Starts the API: reads the environment, opens and seeds the store, listens, and on
// SIGTERM/SIGINT finishes what is in flight, closes the store and exits 0.
import type { AddressInfo } from 'node:net';
import { ConfigError, readConfig, type Config } from './config';

/** How long in-flight requests get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Green Circle API cannot start. ${error.message}`);
    process.exit(1);
  }
}

async function main() {
  const config = configOrExit();
  // Loaded once the environment is known good, so a bad one fails at once.
  const [{ createApp }, { createFirebaseVerifier }, { openStore }, { SEED }, { startUploadSweeper }] = await Promise.all([
    import('./app'),
    import('./http/firebase-verifier'),
    import('./store/open-store'),
    import('./store/seed-data'),
    import('./features/uploads/sweep'),
  ]);
  const store = await openStore(config);
  const seeded = await store.seed(SEED);
  if (seeded.gardeners || seeded.tips) {
    console.log(`Seeded an empty store: ${seeded.gardeners} gardeners, ${seeded.tips} tips`);
  }

  const stopSweeper = startUploadSweeper(store, config.uploads.sweepIntervalMs);
  const app = createApp({ store, verifyToken: createFirebaseVerifier(config.firebaseProjectId), config });
  const server = app.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    const where = config.mongodbUri ? 'MongoDB' : config.dataDir;
    console.log(`Green Circle API listening on http://localhost:${port} (store: ${where})`);
  });
  server.on('error', async (error) => {
    console.error(`Green Circle API cannot listen on port ${config.port}: ${error.message}`);
    await store.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then stopping`);
    const closed = new Promise((resolve) => server.close(resolve));
    // Keep-alive sockets that go idle after their last response are closed as they free up.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    clearTimeout(force);
    stopSweeper();
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
