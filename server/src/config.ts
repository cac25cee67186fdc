import path from 'node:path';
import {
  apiEnvSchema,
  EnvError,
  localAuthEmulatorHost,
  parseEnv,
  productionProblems,
  readEnvSources,
  rehearsalWarning,
  REPO_ROOT,
  splitOrigins,
} from '@green-circle/contract/env';

export { REPO_ROOT };

/** Rate limits per window; 0 turns a limit off. */
export interface RateLimits {
  windowMs: number;
  readMax: number;
  writeMax: number;
  likeMax: number;
  accountMax: number;
  /** Every request from one address, counted before the token is verified. */
  addressMax: number;
}

export interface SpamBrakes {
  newAccountTipsMax: number;
  newAccountCommentsMax: number;
  sameTextWindowMs: number;
  /** Reports a member sends a day, and in an account's first day (features/safety/brakes.ts). */
  reportsMax: number;
  newAccountReportsMax: number;
}

export interface Config {
  port: number;
  /**
   * Where the API listens. Unset: the loopback (127.0.0.1) while the Auth emulator is in use,
   * since the emulator's tokens are unsigned and anyone who can reach the API could forge one;
   * every interface otherwise (a deployment behind its platform's proxy).
   */
  host: string | undefined;
  /** Accounts made admins at every start, by e-mail; lower-cased. */
  adminEmails: string[];
  /** Keys the public author ids; unset: main.ts keeps a generated one in DATA_DIR. */
  authorIdSecret?: string;
  /** Derives the private calendar feed addresses; unset: main.ts keeps a generated one in DATA_DIR. */
  calendarFeedSecret?: string;
  /** Shared with the site's host: with it, the visitor's address the host forwards counts for rate limits. */
  hostSecret?: string;
  /** With it, /metrics answers from anywhere to Authorization: Bearer <it>; without, only the loopback. */
  metricsToken?: string;
  dataDir: string;
  mongodbUri?: string;
  mongodbDb: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost?: string;
  clientOrigins: string[];
  /**
   * The API's public address, the base of every absolute address it hands out (the calendar
   * feed's): configured, never taken from a request's Host header. Unset: http://localhost:PORT.
   */
  publicApiUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: number;
  /** HTTP_IDLE_TIMEOUT_MS: a connection silent this long is ended (main.ts, http-timeouts). */
  httpIdleTimeoutMs: number;
  rateLimit: RateLimits;
  /** The spam brakes (features/safety/brakes.ts); 0 turns one off. */
  spamBrakes: SpamBrakes;
  uploads: {
    /** Photos decoded and encoded at once (one worker process each); the rest wait. */
    concurrency: number;
    /** How much lower the image workers' CPU priority is than the API's (added to its nice, at most 19), so API requests go first. */
    workerNice: number;
    /** How often uploads attached to nothing for 24 h are removed (0: never). */
    sweepIntervalMs: number;
    /** A member's uploads on no tip and not their profile photo, at most (more is a 429; 0: no limit). */
    unattachedMax: number;
  };
  /** What an empty store is seeded with: the demo data, or nothing (the default in production). */
  seed: 'demo' | 'none';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The longest wait between two attempts to reach the store at start. */
  storeRetryMaxMs: number;
  /** E-mail (features/mail): the SMTP server (unset: the outbox fills and nothing is sent), the sender. */
  mail: {
    smtpUrl?: string;
    from: string;
    /** Signs the unsubscribe links; unset: main.ts keeps a generated one in DATA_DIR. */
    secret?: string;
    /** At most one e-mail of a batched kind per member in this window. */
    batchWindowMs: number;
    /** What the provider's bounce webhook (POST /mail/bounces) must present; unset: no webhook. */
    bounceSecret?: string;
    /** The site's public address, the base of every link an e-mail holds. */
    publicSiteUrl: string;
  };
  /** What main.ts warns about at start: settings that work but are likely a mistake. */
  warnings: string[];
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Settings that let the API start but that an operator most likely did not mean. */
function warningsOf(
  e: ReturnType<typeof parseEnv<typeof apiEnvSchema>>,
  host: string | undefined,
  publicApiUrl: string,
) {
  const warnings: string[] = [];
  if (e.FIREBASE_AUTH_EMULATOR_HOST && host !== undefined && !LOOPBACK.has(host)) {
    warnings.push(
      `WARNING: the API listens on ${host} while it trusts the Auth emulator, which accepts unsigned ` +
        'tokens: anyone who can reach this address can act as any member. Use HOST=127.0.0.1 unless you mean it.',
    );
  }
  if (e.NODE_ENV === 'production' && !e.AUTHOR_ID_SECRET) {
    warnings.push(
      'AUTHOR_ID_SECRET is unset: public author ids are keyed by a secret kept in DATA_DIR; set it so every copy of the API agrees.',
    );
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_API_URL) {
    warnings.push(
      `PUBLIC_API_URL is unset: the calendar feed addresses the API hands out point to ${publicApiUrl}; set it to the address members reach the API at.`,
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    warnings.push('SMTP_URL is unset: e-mails wait in the outbox and none is sent; set it to your SMTP provider.');
  }
  return warnings;
}

/** Every bad variable at once, so a deployment is fixed in one go. */
export class ConfigError extends EnvError {
  constructor(problems: string[]) {
    super(problems);
    this.name = 'ConfigError';
  }
}

/**
 * Parses an environment over the documented defaults (a blank value counts as unset);
 * no side effects, no .env. Throws ConfigError listing every bad variable.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  return configFrom(readEnvSources({ environment: env, dotenv: false }).values);
}

function configFrom(values: Record<string, string | undefined>): Config {
  const problems: string[] = [];
  let e: ReturnType<typeof parseEnv<typeof apiEnvSchema>> | undefined;
  try {
    e = parseEnv(apiEnvSchema, values);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    problems.push(...error.problems);
  }
  problems.push(...productionProblems(values));
  const rehearsal = rehearsalWarning(values);
  if (values.NODE_ENV === 'production' && values.FIREBASE_AUTH_EMULATOR_HOST?.trim() && !rehearsal) {
    // The emulator accepts unsigned tokens: in production that would let anyone sign in as anyone.
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST: Must not be set when NODE_ENV=production (the Auth emulator accepts forged tokens)',
    );
  }
  if (!e || problems.length) throw new ConfigError(problems);
  const origins = e.CLIENT_ORIGINS
    ? splitOrigins(e.CLIENT_ORIGINS)
    : [`http://localhost:${e.CLIENT_PORT}`, `http://127.0.0.1:${e.CLIENT_PORT}`];
  const host = e.HOST ?? (e.FIREBASE_AUTH_EMULATOR_HOST ? '127.0.0.1' : undefined);
  const publicApiUrl = (e.PUBLIC_API_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host,
    authorIdSecret: e.AUTHOR_ID_SECRET,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
    calendarFeedSecret: e.CALENDAR_FEED_SECRET,
    hostSecret: e.HOST_SECRET,
    metricsToken: e.METRICS_TOKEN,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    mongodbUri: e.MONGODB_URI,
    mongodbDb: e.MONGODB_DB,
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    clientOrigins: origins,
    publicApiUrl,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY ?? 0,
    httpIdleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      readMax: e.RATE_LIMIT_READ_MAX,
      writeMax: e.RATE_LIMIT_WRITE_MAX,
      likeMax: e.RATE_LIMIT_LIKE_MAX,
      accountMax: e.RATE_LIMIT_ACCOUNT_MAX,
      addressMax: e.RATE_LIMIT_ADDRESS_MAX,
    },
    spamBrakes: {
      newAccountTipsMax: e.RATE_LIMIT_NEW_ACCOUNT_TIPS_MAX,
      newAccountCommentsMax: e.RATE_LIMIT_NEW_ACCOUNT_COMMENTS_MAX,
      sameTextWindowMs: e.RATE_LIMIT_SAME_TEXT_WINDOW_MS,
      reportsMax: e.RATE_LIMIT_REPORTS_MAX,
      newAccountReportsMax: e.RATE_LIMIT_NEW_ACCOUNT_REPORTS_MAX,
    },
    uploads: {
      concurrency: e.UPLOAD_CONCURRENCY,
      workerNice: e.UPLOAD_WORKER_NICE,
      sweepIntervalMs: e.UPLOAD_SWEEP_INTERVAL_MS,
      unattachedMax: e.UPLOAD_UNATTACHED_MAX,
    },
    seed: e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL,
    storeRetryMaxMs: e.STORE_RETRY_MAX_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      secret: e.MAIL_SECRET,
      batchWindowMs: e.MAIL_BATCH_WINDOW_MS,
      bounceSecret: e.MAIL_BOUNCE_SECRET,
      publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    },
    warnings: [...(rehearsal ? [rehearsal] : []), ...warningsOf(e, host, publicApiUrl)],
  };
}

/**
 * The API's configuration from the documented defaults, .env and process.env, in that order.
 * `beside: 'local stack'` (npm run admin): outside production, the Auth emulator npm start runs
 * when FIREBASE_AUTH_EMULATOR_HOST is unset, as the start script finds it.
 */
export function readConfig({ beside }: { beside?: 'local stack' } = {}): Config {
  const { values } = readEnvSources({ environment: process.env });
  const local = beside === 'local stack' && values.NODE_ENV !== 'production';
  const config = configFrom(local ? { ...values, FIREBASE_AUTH_EMULATOR_HOST: localAuthEmulatorHost(values) } : values);
  // firebase-admin finds the Auth emulator in process.env itself, so one set in .env must reach it there.
  if (config.firebaseAuthEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  return config;
}
