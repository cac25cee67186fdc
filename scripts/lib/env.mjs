// The run configuration of `npm start`, `npm run dev` and the end-to-end suite:
// the defaults in .env.example, overridden by .env, overridden by the real environment.
// Node builtins only: start.mjs reads it before anything is installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** KEY=VALUE lines of a dotenv file; comments, blank lines and empty values are skipped. */
export function parseDotenv(text) {
  const values = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2].trim();
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2];
    else value = value.replace(/\s+#.*$/, '');
    if (value !== '') values[match[1]] = value;
  }
  return values;
}

function readDotenv(file) {
  return existsSync(file) ? parseDotenv(readFileSync(file, 'utf8')) : {};
}

const nonEmpty = (env) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

/**
 * Everything the local stack needs, with the derived values filled in
 * (the emulator host, the API URL the client calls, the CORS allow-list).
 * @param {Record<string, string | undefined>} [overrides] applied last (the e2e suite's ports and data).
 */
export function loadConfig(overrides = {}, { environment = process.env, useDotenv = true } = {}) {
  const merged = {
    ...readDotenv(path.join(root, '.env.example')),
    ...(useDotenv ? readDotenv(path.join(root, '.env')) : {}),
    ...nonEmpty(environment),
    ...nonEmpty(overrides),
  };
  const port = (name, fallback) => {
    const value = Number(merged[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`${name} must be a port number (1-65535), got "${merged[name]}"`);
    }
    return value;
  };
  const PORT = port('PORT', 5000);
  const CLIENT_PORT = port('CLIENT_PORT', 5173);
  const AUTH_EMULATOR_PORT = port('AUTH_EMULATOR_PORT', 9099);
  const FIREBASE_PROJECT_ID = merged.FIREBASE_PROJECT_ID ?? 'demo-green-circle';
  const clientOrigins = [`http://localhost:${CLIENT_PORT}`, `http://127.0.0.1:${CLIENT_PORT}`];
  return {
    ...merged,
    PORT,
    CLIENT_PORT,
    AUTH_EMULATOR_PORT,
    DATA_DIR: path.resolve(root, merged.DATA_DIR ?? './.data'),
    FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: merged.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    CLIENT_ORIGINS: merged.CLIENT_ORIGINS ?? clientOrigins.join(','),
    VITE_API_URL: merged.VITE_API_URL ?? `http://localhost:${PORT}`,
    VITE_FIREBASE_PROJECT_ID: merged.VITE_FIREBASE_PROJECT_ID ?? FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_EMULATOR_HOST:
      merged.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    // Where the site is reached: the build writes it into sitemap.xml and robots.txt.
    VITE_SITE_URL: merged.VITE_SITE_URL ?? `http://localhost:${CLIENT_PORT}`,
    clientUrl: `http://localhost:${CLIENT_PORT}`,
  };
}

/** The VITE_* variables a client build bakes in. */
export function clientBuildEnv(config) {
  return Object.fromEntries(Object.entries(config).filter(([key]) => key.startsWith('VITE_')));
}
