// The client's configuration, read once at start-up from what the build baked in. The
// defaults are in the repository's .env.example; vite.config.ts fills in any the build was
// not given, so every VITE_* variable below is always set. Every bad one is listed, not just
// the first. Plain code rather than zod: this module is on every page's first paint, and zod is not.
const REQUIRED = [
  'VITE_API_URL',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

type Env = Record<(typeof REQUIRED)[number], string> & {
  /** host:port of the Firebase Auth emulator; unset in production. */
  VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
};

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function parseEnv(source: Record<string, unknown>): Env {
  const read = (key: string): string | undefined => {
    const value = source[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const problems: string[] = [];
  const env: Partial<Env> = {};
  for (const key of REQUIRED) {
    const value = read(key);
    if (value === undefined) problems.push(`${key}: not set (see .env.example)`);
    else env[key] = value;
  }
  const emulator = read('VITE_FIREBASE_AUTH_EMULATOR_HOST');
  if (emulator) env.VITE_FIREBASE_AUTH_EMULATOR_HOST = emulator;
  if (env.VITE_API_URL && !isHttpUrl(env.VITE_API_URL))
    problems.push(`VITE_API_URL: not an http(s) URL: ${env.VITE_API_URL}`);
  if (problems.length) throw new Error(`Invalid client environment:\n${problems.join('\n')}`);
  return env as Env;
}

export const env = parseEnv(import.meta.env);
