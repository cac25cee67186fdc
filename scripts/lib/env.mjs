// The run configuration of `npm start`, `npm run dev` and the end-to-end suite:
// the defaults in .env.example (the one list of them), overridden by .env, overridden by the
// real environment. Both files are read with Node's own .env parser (util.parseEnv).
// Node builtins only: start.mjs reads it before anything is installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const nonEmpty = (env) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

function readEnvFile(file) {
  return existsSync(file) ? nonEmpty(parseEnv(readFileSync(file, 'utf8'))) : {};
}

/**
 * Everything the local stack needs, with the derived values filled in
 * (the emulator host, the API URL the client calls, the CORS allow-list).
 * @param {Record<string, string | undefined>} [overrides] applied last (the e2e suite's ports and data).
 */
export function loadConfig(overrides = {}, { environment = process.env, useDotenv = true } = {}) {
  const defaults = readEnvFile(path.join(root, '.env.example'));
  // What someone chose: a value derived from another (the API URL from PORT) follows that
  // choice unless it was chosen itself; .env.example only shows what it derives to by default.
  const chosen = {
    ...(useDotenv ? readEnvFile(path.join(root, '.env')) : {}),
    ...nonEmpty(environment),
    ...nonEmpty(overrides),
  };
  const merged = { ...defaults, ...chosen };
  const port = (name) => {
    const value = Number(merged[name]);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`${name} must be a port number (1-65535), got "${merged[name]}"`);
    }
    return value;
  };
  const PORT = port('PORT');
  const CLIENT_PORT = port('CLIENT_PORT');
  const AUTH_EMULATOR_PORT = port('AUTH_EMULATOR_PORT');
  const clientOrigins = [`http://localhost:${CLIENT_PORT}`, `http://127.0.0.1:${CLIENT_PORT}`];
  return {
    ...merged,
    HOST: merged.HOST ?? '127.0.0.1',
    PORT,
    CLIENT_PORT,
    AUTH_EMULATOR_PORT,
    DATA_DIR: path.resolve(root, merged.DATA_DIR),
    FIREBASE_AUTH_EMULATOR_HOST: chosen.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    CLIENT_ORIGINS: chosen.CLIENT_ORIGINS ?? clientOrigins.join(','),
    VITE_API_URL: chosen.VITE_API_URL ?? `http://localhost:${PORT}`,
    VITE_FIREBASE_PROJECT_ID: chosen.VITE_FIREBASE_PROJECT_ID ?? merged.FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: chosen.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    // Where the site is reached: the build writes it into sitemap.xml and robots.txt.
    VITE_SITE_URL: chosen.VITE_SITE_URL ?? `http://localhost:${CLIENT_PORT}`,
    clientUrl: `http://localhost:${CLIENT_PORT}`,
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** True when HOST keeps the stack on this machine. */
export const isLoopback = (host) => LOOPBACK.has(host);

/** The address to reach a listener bound to `host` from this machine (a wildcard is reached on the loopback). */
export const reachableHost = (host) =>
  host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

/**
 * Printed when HOST opens the stack to the network: the Auth emulator accepts unsigned tokens,
 * so anyone who reaches the API can forge one for any member (and the emulator's pretend
 * Google sign-in can take over any e-mail's account).
 */
export function openHostWarning(config) {
  if (isLoopback(config.HOST)) return null;
  return (
    `WARNING: HOST=${config.HOST} opens the local stack to the network. The Auth emulator accepts unsigned ` +
    'tokens, so anyone who can reach these ports can sign in as any member. Use it only on a network you trust.'
  );
}

/** The VITE_* variables a client build bakes in. */
export function clientBuildEnv(config) {
  return Object.fromEntries(Object.entries(config).filter(([key]) => key.startsWith('VITE_')));
}
