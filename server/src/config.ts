import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnvFile } from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';

/** The repository root: DATA_DIR, .env and .env.example are resolved from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The documented defaults: the set lines of .env.example, the one list of them. */
const DEFAULTS = parseEnv(readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8'));

const port = z.coerce.number().int().min(0).max(65535);
const count = z.coerce.number().int().min(0);
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const splitList = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
const splitOrigins = (list: string) =>
  list
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);

const envSchema = z.object({
  PORT: port,
  HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.:-]+$/, 'Must be an address or host name, e.g. 127.0.0.1 or 0.0.0.0')
      .optional(),
  ),
  AUTHOR_ID_SECRET: optionalText.pipe(z.string().min(16, 'Must be at least 16 characters').optional()),
  ADMIN_EMAILS: optionalText.refine(
    (list) => splitList(list ?? '').every((item) => /^[^\s@,]+@[^\s@,]+$/.test(item)),
    'Must be comma-separated e-mail addresses',
  ),
  CLIENT_PORT: port,
  DATA_DIR: z.string().trim().min(1),
  MONGODB_URI: optionalText.pipe(
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'Must start with mongodb:// or mongodb+srv://')
      .optional(),
  ),
  MONGODB_DB: z.string().trim().min(1),
  FIREBASE_PROJECT_ID: z.string().trim().min(1),
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'Must be host:port')
      .optional(),
  ),
  CLIENT_ORIGINS: optionalText.refine(
    (list) => splitOrigins(list ?? '').every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
    'Must be comma-separated origins like http://localhost:5173',
  ),
  // Not a setting of ours but Node's convention: unset means development.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: count,
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000),
  RATE_LIMIT_READ_MAX: count,
  RATE_LIMIT_WRITE_MAX: count,
  RATE_LIMIT_LIKE_MAX: count,
  RATE_LIMIT_ACCOUNT_MAX: count,
  RATE_LIMIT_ADDRESS_MAX: count,
  RATE_LIMIT_NEW_ACCOUNT_TIPS_MAX: count,
  RATE_LIMIT_NEW_ACCOUNT_COMMENTS_MAX: count,
  RATE_LIMIT_SAME_TEXT_WINDOW_MS: count,
  // Default: one job fewer than CPUs (computed, so not in .env.example), so the event loop keeps a core.
  UPLOAD_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, os.availableParallelism() - 1)),
  UPLOAD_WORKER_NICE: z.coerce.number().int().min(0).max(19),
  UPLOAD_SWEEP_INTERVAL_MS: count,
  // Unset in .env.example: its default depends on NODE_ENV (see parseConfig).
  SEED: z.enum(['demo', 'none']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  STORE_RETRY_MAX_MS: z.coerce.number().int().min(100),
});

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
}

export interface Config {
  port: number;
  /**
   * Where the API listens. Unset: the loopback (127.0.0.1) while the Auth emulator is in use,
   * since the emulator's tokens are unsigned and anyone who can reach the API could forge one;
   * every interface otherwise (a deployment behind its platform's proxy).
   */
  host: string | undefined;
  /** Accounts made admins at every start (issue 26), by e-mail; lower-cased. */
  adminEmails: string[];
  /** Keys the public author ids; unset: main.ts keeps a generated one in DATA_DIR. */
  authorIdSecret?: string;
  dataDir: string;
  mongodbUri?: string;
  mongodbDb: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost?: string;
  clientOrigins: string[];
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: number;
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
  };
  /** What an empty store is seeded with: the demo data, or nothing (the default in production). */
  seed: 'demo' | 'none';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The longest wait between two attempts to reach the store at start. */
  storeRetryMaxMs: number;
}

/** Every bad variable at once, so a deployment is fixed in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses an environment over the defaults of .env.example (a blank value counts as unset);
 * no side effects. Throws ConfigError listing every bad variable.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse({ ...DEFAULTS, ...given });
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST?.trim()) {
    // The emulator accepts unsigned tokens: in production that would let anyone sign in as anyone.
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST: Must not be set when NODE_ENV=production (the Auth emulator accepts forged tokens)',
    );
  }
  if (!result.success || problems.length) throw new ConfigError(problems);
  const e = result.data;
  const origins = e.CLIENT_ORIGINS
    ? splitOrigins(e.CLIENT_ORIGINS)
    : [`http://localhost:${e.CLIENT_PORT}`, `http://127.0.0.1:${e.CLIENT_PORT}`];
  return {
    port: e.PORT,
    host: e.HOST ?? (e.FIREBASE_AUTH_EMULATOR_HOST ? '127.0.0.1' : undefined),
    authorIdSecret: e.AUTHOR_ID_SECRET,
    adminEmails: splitList(e.ADMIN_EMAILS ?? '').map((item) => item.toLowerCase()),
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    mongodbUri: e.MONGODB_URI,
    mongodbDb: e.MONGODB_DB,
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    clientOrigins: origins,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
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
    },
    uploads: {
      concurrency: e.UPLOAD_CONCURRENCY,
      workerNice: e.UPLOAD_WORKER_NICE,
      sweepIntervalMs: e.UPLOAD_SWEEP_INTERVAL_MS,
    },
    seed: e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL,
    storeRetryMaxMs: e.STORE_RETRY_MAX_MS,
  };
}

/** Loads the repo-root .env with Node's own loader (variables already set win) and parses process.env. */
export function readConfig(): Config {
  const dotenv = path.join(REPO_ROOT, '.env');
  if (existsSync(dotenv)) loadEnvFile(dotenv);
  return parseConfig(process.env);
}
