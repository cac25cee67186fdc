import { existsSync, readFileSync } from 'node:fs';
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

const splitOrigins = (list: string) =>
  list
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);

const envSchema = z
  .object({
    PORT: port,
    CLIENT_PORT: port,
    DATA_DIR: z.string().trim().min(1),
    MONGODB_URI: optionalText.pipe(
      z.string().regex(/^mongodb(\+srv)?:\/\//, 'Must start with mongodb:// or mongodb+srv://').optional(),
    ),
    MONGODB_DB: z.string().trim().min(1),
    FIREBASE_PROJECT_ID: z.string().trim().min(1),
    FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(
      z.string().regex(/^[\w.-]+:\d+$/, 'Must be host:port').optional(),
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

export interface Config {
  port: number;
  dataDir: string;
  mongodbUri?: string;
  mongodbDb: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost?: string;
  clientOrigins: string[];
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: number;
  rateLimit: RateLimits;
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
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = envSchema.safeParse({ ...DEFAULTS, ...given });
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST?.trim()) {
    // The emulator accepts unsigned tokens: in production that would let anyone sign in as anyone.
    problems.push('FIREBASE_AUTH_EMULATOR_HOST: Must not be set when NODE_ENV=production (the Auth emulator accepts forged tokens)');
  }
  if (!result.success || problems.length) throw new ConfigError(problems);
  const e = result.data;
  const origins = e.CLIENT_ORIGINS
    ? splitOrigins(e.CLIENT_ORIGINS)
    : [`http://localhost:${e.CLIENT_PORT}`, `http://127.0.0.1:${e.CLIENT_PORT}`];
  return {
    port: e.PORT,
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
  };
}

/** Loads the repo-root .env with Node's own loader (variables already set win) and parses process.env. */
export function readConfig(): Config {
  const dotenv = path.join(REPO_ROOT, '.env');
  if (existsSync(dotenv)) loadEnvFile(dotenv);
  return parseConfig(process.env);
}
