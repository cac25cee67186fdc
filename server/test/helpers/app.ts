import { randomBytes } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type AppConfig } from '../../src/app';
import type { Clock } from '../../src/clock';
import { firebaseAccountRemover } from '../../src/features/account/firebase-account';
import { firebaseAccountByEmail } from '../../src/features/mail';
import { createFirebaseAccountCheck, createFirebaseVerifier } from '../../src/http/firebase-verifier';
import { createEmbeddedStore, type EmbeddedStore } from '../../src/store/embedded';
import { emulatorHost } from './members';
import { forgetServerErrors, noteServerError } from './server-errors';

export const PROJECT_ID = 'demo-green-circle';
export const CLIENT_ORIGIN = 'http://localhost:5173';
/** The API's configured public address in tests (never the address a request came in on). */
export const PUBLIC_API_URL = 'https://api.greencircle.test';
/** Keys the public author ids in tests (tests that check an id is not derivable use another secret). */
export const TEST_AUTHOR_ID_SECRET = randomBytes(32).toString('hex');
/** Signs the e-mails' unsubscribe links in tests (features/mail). */
export const TEST_MAIL_SECRET = randomBytes(32).toString('base64url');

/** Rate limits off, the default client origin allowed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    clientOrigins: [CLIENT_ORIGIN],
    publicApiUrl: PUBLIC_API_URL,
    trustProxy: 0,
    rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 0, likeMax: 0, accountMax: 0, addressMax: 0 },
    authorIdSecret: TEST_AUTHOR_ID_SECRET,
    ...overrides,
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: EmbeddedStore;
  dataDir: string;
  /**
   * The errors behind the 5xx answers so far, handed over (and forgotten) so the test can
   * assert on them. Any it does not take fail the test that caused them (test/setup.ts).
   */
  takeServerErrors: () => unknown[];
  close: () => Promise<void>;
}

/**
 * The real app on a fresh embedded store in a temp DATA_DIR, verifying tokens against the emulator.
 * `clock` (test/helpers/clock.ts) is "now" for the app and its store alike; default the system clock.
 */
export function buildTestApp(overrides: Partial<AppConfig> = {}, { clock }: { clock?: Clock } = {}): TestApp {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-api-test-'));
  const store = createEmbeddedStore({ dataDir, clock });
  const errors: unknown[] = [];
  const app = createApp({
    store,
    verifyToken: createFirebaseVerifier(PROJECT_ID),
    accountActive: createFirebaseAccountCheck(PROJECT_ID),
    removeAccount: firebaseAccountRemover(PROJECT_ID),
    config: testConfig(overrides),
    mailSecret: TEST_MAIL_SECRET,
    clock,
    findAccountByEmail: firebaseAccountByEmail(PROJECT_ID),
    log: (error) => {
      errors.push(error);
      noteServerError(error);
    },
  });
  return {
    app,
    store,
    dataDir,
    takeServerErrors() {
      forgetServerErrors(errors);
      return errors.splice(0);
    },
    async close() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** firebase-admin's Auth on the run's emulator: to disable or delete an account, as the console does. */
export function emulatorAdmin() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost();
  return getAuth(
    getApps().find((app) => app.name === 'test-admin') ?? initializeApp({ projectId: PROJECT_ID }, 'test-admin'),
  );
}
