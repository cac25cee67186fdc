// Parsed once at start-up; every bad variable is listed, not just the first. Plain code
// rather than zod: this module is on every page's first paint, and zod is not.
const DEFAULTS = {
  VITE_API_URL: 'http://localhost:5000',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-green-circle.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-green-circle',
  VITE_FIREBASE_APP_ID: 'demo-app-id',
} as const;

type Env = { -readonly [K in keyof typeof DEFAULTS]: string } & {
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

export function parseEnv(source: Record<string, unknown>): Env {
  const read = (key: string): string | undefined => {
    const value = source[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const env = { ...DEFAULTS } as Env;
  for (const key of Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[]) env[key] = read(key) ?? DEFAULTS[key];
  const emulator = read('VITE_FIREBASE_AUTH_EMULATOR_HOST');
  if (emulator) env.VITE_FIREBASE_AUTH_EMULATOR_HOST = emulator;

  const problems = isHttpUrl(env.VITE_API_URL) ? [] : [`VITE_API_URL: not an http(s) URL: ${env.VITE_API_URL}`];
  if (problems.length) throw new Error(`Invalid client environment:\n${problems.join('\n')}`);
  return env;
}

export const env = parseEnv(import.meta.env);
