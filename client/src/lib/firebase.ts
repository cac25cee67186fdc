import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged, type User } from 'firebase/auth';
import { env } from '../config/env';
import { setTokenSource } from './api-client';

const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

export const auth = getAuth(app);

if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST) {
  connectAuthEmulator(auth, `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
}

setTokenSource(async () => (await auth.currentUser?.getIdToken()) ?? null);

/**
 * Resolves with the signed-in user (or null) once Firebase has restored the session.
 * Loaders await it, so protected routes wait for the auth state instead of guessing.
 */
export function currentUser(): Promise<User | null> {
  return auth.authStateReady().then(() => auth.currentUser);
}

export { onAuthStateChanged };
