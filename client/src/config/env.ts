import { z } from 'zod';

// Parsed once at start-up; every bad variable is listed, not just the first.
const envSchema = z.object({
  VITE_API_URL: z.url().default('http://localhost:5000'),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-green-circle.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-green-circle'),
  VITE_FIREBASE_APP_ID: z.string().min(1).default('demo-app-id'),
  /** host:port of the Firebase Auth emulator; unset in production. */
  VITE_FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
});

function parseEnv() {
  const raw = Object.fromEntries(
    Object.entries(import.meta.env).filter(([, value]) => value !== ''),
  );
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid client environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv();
