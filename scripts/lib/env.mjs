// The run configuration of `npm start`, `npm run dev` and the end-to-end suite, read and
// checked by the one environment schema (@green-circle/contract/env), with what only a local
// stack derives filled in. It needs zod: import it once the dependencies are installed.
import path from 'node:path';
import { localAuthEmulatorHost, parseEnv, readEnvSources, stackEnvSchema } from '@green-circle/contract/env';
import { root } from './root.mjs';

export { root };

/**
 * Everything the local stack needs, as text for the processes it starts, with the derived
 * values filled in (the emulator host, the CORS allow-list). Throws the schema's EnvError,
 * listing every bad variable.
 * @param {Record<string, string | undefined>} [overrides] applied last (the e2e suite's ports and data).
 */
export function loadConfig(overrides = {}, { environment = process.env, useDotenv = true } = {}) {
  const { chosen, values } = readEnvSources({ environment, dotenv: useDotenv, overrides });
  const checked = parseEnv(stackEnvSchema, values);
  const { PORT, CLIENT_PORT, AUTH_EMULATOR_PORT } = checked;
  const emulatorHost = localAuthEmulatorHost({ AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT) });
  // The stack runs its own Auth emulator: the API and the browser use it unless told otherwise.
  return {
    ...values,
    HOST: checked.HOST ?? '127.0.0.1',
    PORT,
    CLIENT_PORT,
    AUTH_EMULATOR_PORT,
    DATA_DIR: path.resolve(root, checked.DATA_DIR),
    FIREBASE_AUTH_EMULATOR_HOST: localAuthEmulatorHost({ ...chosen, AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT) }),
    CLIENT_ORIGINS:
      chosen.CLIENT_ORIGINS ?? [`http://localhost:${CLIENT_PORT}`, `http://127.0.0.1:${CLIENT_PORT}`].join(','),
    VITE_FIREBASE_AUTH_EMULATOR_HOST: chosen.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHost,
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

/** The variables a client build bakes in: VITE_* and the site's public address. */
export function clientBuildEnv(config) {
  return Object.fromEntries(
    Object.entries(config).filter(([key]) => key.startsWith('VITE_') || key === 'PUBLIC_SITE_URL'),
  );
}
