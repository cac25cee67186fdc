// @ts-check
// The one environment schema of Green Circle, for Node only (`@green-circle/contract/env`):
// the API (server/src/config.ts), the run scripts (scripts/lib/env.mjs) and the client build
// (client/vite.config.ts, which hands the VITE_* values to the client) all read their
// variables here. Plain JavaScript, so the run scripts import it without a compiler.
//
// Values come from .env.example (the documented defaults), then .env, then the environment,
// each later one winning; a blank value counts as unset. Both files are read with Node's own
// .env parser, so they mean the same thing to every reader.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv as parseEnvText } from 'node:util';
import { z } from 'zod';

/**
 * The repository root: .env, .env.example and a relative DATA_DIR are resolved from here. Two
 * folders up, both from this file and from server/dist/main.js, the API's build, which bundles it.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {Record<string, string | undefined>} Environment */

/**
 * Drops unset and blank values, so a blank line in .env or an empty variable means "the default".
 * @param {Environment} env
 * @returns {Record<string, string>}
 */
const given = (env) =>
  /** @type {Record<string, string>} */ (
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  );

/** @param {string} file */
const readEnvFile = (file) => (existsSync(file) ? given(parseEnvText(readFileSync(file, 'utf8'))) : {});

/**
 * The variables as text, before validation. `chosen` is what someone set (.env, the
 * environment, `overrides`); `values` is .env.example's defaults under it, with the values
 * that follow another one derived from what was chosen: .env.example shows the API URL for
 * PORT=5000, but PORT=6000 means the client calls port 6000 unless VITE_API_URL says otherwise.
 * @param {{ environment?: Environment, dotenv?: boolean, overrides?: Environment, root?: string }} [options]
 * `dotenv: false` skips .env (a throwaway stack must not follow a developer's .env); `root` is
 * where both files are (the tests' own folder).
 */
export function readEnvSources({ environment = process.env, dotenv = true, overrides = {}, root = REPO_ROOT } = {}) {
  const defaults = readEnvFile(path.join(root, '.env.example'));
  const chosen = {
    ...(dotenv ? readEnvFile(path.join(root, '.env')) : {}),
    ...given(environment),
    ...given(overrides),
  };
  const merged = { ...defaults, ...chosen };
  /** @type {Record<string, string>} */
  const derived = {};
  if (!chosen.VITE_API_URL && chosen.PORT) derived.VITE_API_URL = `http://localhost:${chosen.PORT}`;
  if (!chosen.PUBLIC_SITE_URL && chosen.CLIENT_PORT) derived.PUBLIC_SITE_URL = `http://localhost:${chosen.CLIENT_PORT}`;
  if (!chosen.VITE_FIREBASE_PROJECT_ID && chosen.FIREBASE_PROJECT_ID) {
    derived.VITE_FIREBASE_PROJECT_ID = chosen.FIREBASE_PROJECT_ID;
  }
  return { chosen, values: { ...merged, ...derived } };
}

/**
 * The Auth emulator of the local stack: FIREBASE_AUTH_EMULATOR_HOST when set, else where
 * `npm start` runs its emulator (127.0.0.1:AUTH_EMULATOR_PORT). The start script hands it to
 * the API, and `npm run admin` beside it finds the same emulator with the same settings.
 * @param {Environment} values as readEnvSources gives them
 */
export const localAuthEmulatorHost = (values) =>
  values.FIREBASE_AUTH_EMULATOR_HOST?.trim() || `127.0.0.1:${values.AUTH_EMULATOR_PORT}`;

const port = z.coerce.number().int().min(0).max(65535);
const count = z.coerce.number().int().min(0);
const text = z.string().trim().min(1);
/** Optional text that must match `pattern` when given. */
const optional = (/** @type {RegExp} */ pattern, /** @type {string} */ message) =>
  z.string().trim().regex(pattern, message).optional();
const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Must be an http(s) URL');
const emulatorHost = optional(/^[\w.-]+:\d+$/, 'Must be host:port');

/** @param {string} list */
export const splitOrigins = (list) =>
  list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** What the API reads. */
const apiShape = {
  PORT: port,
  HOST: optional(/^[\w.:-]+$/, 'Must be an address or host name, e.g. 127.0.0.1 or 0.0.0.0'),
  AUTHOR_ID_SECRET: z.string().trim().min(16, 'Must be at least 16 characters').optional(),
  CALENDAR_FEED_SECRET: z.string().trim().optional(),
  // Shared with the site's host, which forwards the visitor's address with it (unset: no host is believed).
  HOST_SECRET: z.string().trim().min(16, 'Must be at least 16 characters').optional(),
  // Lets a scraper from another machine read /metrics (API and host) with Authorization: Bearer <it>.
  METRICS_TOKEN: z.string().trim().min(16, 'Must be at least 16 characters').optional(),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .refine(
      (list) =>
        (list ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .every((item) => /^[^\s@,]+@[^\s@,]+$/.test(item)),
      'Must be comma-separated e-mail addresses',
    ),
  CLIENT_PORT: port,
  DATA_DIR: text,
  MONGODB_URI: optional(/^mongodb(\+srv)?:\/\//, 'Must start with mongodb:// or mongodb+srv://'),
  MONGODB_DB: text,
  FIREBASE_PROJECT_ID: text,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  // Lets NODE_ENV=production use the Auth emulator, with a warning: `npm run rehearse` only (rehearsalWarning).
  REHEARSAL_AUTH_EMULATOR: z.string().trim().optional(),
  PUBLIC_API_URL: optional(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'Must be an address like https://api.greencircle.example'),
  CLIENT_ORIGINS: z
    .string()
    .optional()
    .refine(
      (list) => splitOrigins(list ?? '').every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
      'Must be comma-separated origins like http://localhost:5173',
    ),
  // Not a setting of ours but Node's convention: unset means development.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset in .env.example: production refuses to start without it (productionProblems).
  TRUST_PROXY: count.optional(),
  // How long a connection of the API or the site's host may stay silent (contract/src/http-timeouts.ts).
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000),
  RATE_LIMIT_READ_MAX: count,
  RATE_LIMIT_WRITE_MAX: count,
  RATE_LIMIT_LIKE_MAX: count,
  RATE_LIMIT_ACCOUNT_MAX: count,
  RATE_LIMIT_ADDRESS_MAX: count,
  RATE_LIMIT_NEW_ACCOUNT_TIPS_MAX: count,
  RATE_LIMIT_NEW_ACCOUNT_COMMENTS_MAX: count,
  RATE_LIMIT_SAME_TEXT_WINDOW_MS: count,
  RATE_LIMIT_REPORTS_MAX: count,
  RATE_LIMIT_NEW_ACCOUNT_REPORTS_MAX: count,
  // Computed, so not in .env.example: one job fewer than CPUs, so the event loop keeps a core.
  UPLOAD_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, os.availableParallelism() - 1)),
  UPLOAD_WORKER_NICE: z.coerce.number().int().min(0).max(19),
  UPLOAD_SWEEP_INTERVAL_MS: count,
  UPLOAD_UNATTACHED_MAX: count,
  // Unset in .env.example: its default depends on NODE_ENV (server/src/config.ts).
  SEED: z.enum(['demo', 'none']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  STORE_RETRY_MAX_MS: z.coerce.number().int().min(100),
  // E-mail (server/src/features/mail): unset SMTP_URL keeps the outbox but sends nothing.
  SMTP_URL: optional(/^smtps?:\/\/\S+$/, 'Must be an address like smtp://user:password@smtp.example.com:587'),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^([^<>@]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'Must be an address, e.g. Green Circle <hello@example.org>',
    ),
  MAIL_SECRET: z.string().trim().min(16, 'Must be at least 16 characters').optional(),
  MAIL_BATCH_WINDOW_MS: count,
  MAIL_BOUNCE_SECRET: z.string().trim().min(24, 'Must be at least 24 characters').optional(),
  PUBLIC_SITE_URL: httpUrl,
};

/** What the site's host reads when it starts (scripts/host.mjs), beside what its build baked in. */
const hostShape = {
  CLIENT_PORT: port,
  HOST: apiShape.HOST,
  HOST_SECRET: apiShape.HOST_SECRET,
  METRICS_TOKEN: apiShape.METRICS_TOKEN,
  NODE_ENV: apiShape.NODE_ENV,
  TRUST_PROXY: apiShape.TRUST_PROXY,
  HTTP_IDLE_TIMEOUT_MS: apiShape.HTTP_IDLE_TIMEOUT_MS,
  PUBLIC_SITE_URL: httpUrl,
  REHEARSAL_AUTH_EMULATOR: apiShape.REHEARSAL_AUTH_EMULATOR,
};

/** What the client build bakes in (VITE_* and the site's public address), and the port its server listens on. */
const clientShape = {
  CLIENT_PORT: port,
  VITE_API_URL: httpUrl,
  VITE_FIREBASE_API_KEY: text,
  VITE_FIREBASE_AUTH_DOMAIN: text,
  VITE_FIREBASE_PROJECT_ID: text,
  VITE_FIREBASE_APP_ID: text,
  VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  PUBLIC_SITE_URL: httpUrl,
  // Where `react-router build` writes (relative to client/); the run scripts build elsewhere for the tests.
  CLIENT_BUILD_DIR: text.optional(),
};

/** What `npm start` itself needs beyond the API and the client: fixed ports (0 would be any port). */
const fixedPort = port.pipe(z.number().min(1, 'Must be a port number from 1 to 65535'));
const stackShape = {
  ...apiShape,
  ...clientShape,
  PORT: fixedPort,
  CLIENT_PORT: fixedPort,
  AUTH_EMULATOR_PORT: fixedPort,
  MAIL_SMTP_PORT: fixedPort,
  MAIL_WEB_PORT: fixedPort,
};

export const apiEnvSchema = z.object(apiShape);
export const hostEnvSchema = z.object(hostShape);
export const clientEnvSchema = z.object(clientShape);
export const stackEnvSchema = z.object(stackShape);

/**
 * What the client build bakes in, typed: client/src/config/env.ts reads it without zod.
 * @typedef {z.infer<typeof clientEnvSchema>} ClientEnv
 */

/** Every bad variable at once, so a deployment is fixed in one go. */
export class EnvError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/** The setting that lets a rehearsal (npm run rehearse) use the Auth emulator in production; never set it in a deployment. */
export const REHEARSAL_AUTH_EMULATOR = 'REHEARSAL_AUTH_EMULATOR';

/**
 * What production cannot do without, for the API and the site's host alike: each problem as
 * `NAME: what is wrong`, none outside NODE_ENV=production. A deployment that forgot one of these
 * would run, and be wrong quietly: without HOST_SECRET the API counts every visitor as the host
 * (one visitor's sign-ups stop everyone's), without TRUST_PROXY every visitor is the proxy, and an
 * http PUBLIC_SITE_URL puts http links in every e-mail.
 * @param {Environment} values as readEnvSources gives them
 * @returns {string[]}
 */
export function productionProblems(values) {
  const set = given(values);
  if (set.NODE_ENV !== 'production') return [];
  const problems = [];
  const secret = set.HOST_SECRET?.trim() ?? '';
  if (secret.length < 32)
    problems.push(
      `HOST_SECRET: Must be set when NODE_ENV=production, at least 32 characters and the same on the API and the site's host (${secret ? `it has ${secret.length}` : 'it is unset'})`,
    );
  if (!set.PUBLIC_SITE_URL?.trim().startsWith('https://'))
    problems.push(
      `PUBLIC_SITE_URL: Must be the site's https:// address when NODE_ENV=production (it is ${set.PUBLIC_SITE_URL ? set.PUBLIC_SITE_URL.trim() : 'unset'})`,
    );
  if (set.TRUST_PROXY === undefined)
    problems.push(
      'TRUST_PROXY: Must be set when NODE_ENV=production: the number of proxies in front of this process (0 when none)',
    );
  return problems;
}

/**
 * The warning a process prints when REHEARSAL_AUTH_EMULATOR lets it use the Auth emulator in
 * production, or null when it is unset. Loud on purpose: the emulator accepts forged tokens.
 * @param {Environment} values
 */
export function rehearsalWarning(values) {
  if (!given(values)[REHEARSAL_AUTH_EMULATOR]) return null;
  return (
    `WARNING: ${REHEARSAL_AUTH_EMULATOR} is set: this process trusts the Firebase Auth emulator, which accepts ` +
    'forged tokens, as a stand-in for Firebase. For `npm run rehearse` on one machine only; never in a deployment.'
  );
}

/**
 * Validates `values` (text, as readEnvSources gives them) against `schema`; throws EnvError
 * listing every bad variable, each as `NAME: what is wrong`.
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {Environment} values
 * @returns {z.infer<S>}
 */
export function parseEnv(schema, values) {
  const result = schema.safeParse(given(values));
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
