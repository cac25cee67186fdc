// The Firebase set-up, loaded only through lib/auth-sdk.ts (never on a visitor's first paint).
// initializeAuth rather than getAuth: getAuth also wires the pop-up/redirect resolver, which
// fetches Google's iframe library (apis.google.com) as soon as Auth starts, on every page,
// and logs a console error wherever that host is out of reach. The resolver is handed to the
// Google pop-up alone (lib/firebase-popup.ts), so only that button loads it.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type User,
} from 'firebase/auth';
import { env } from '../config/env';
import { startSession } from './session';

const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

// The same persistence getAuth would choose, in the same order.
export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST) {
  connectAuthEmulator(auth, `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
}

/**
 * Resolves with the signed-in user (or null) once Firebase has restored the session.
 * Loaders await it, so protected routes wait for the auth state instead of guessing.
 */
export function currentUser(): Promise<User | null> {
  return auth.authStateReady().then(() => auth.currentUser);
}

/**
 * Whether the signed-in member's address is verified now: Firebase is asked again when the
 * copy here says it is not (verified from the e-mail's link, in another tab), and the ID token
 * renewed when it still says otherwise (the API reads the token's claim).
 */
export async function freshVerification(): Promise<boolean> {
  const current = auth.currentUser;
  if (!current) return false;
  if (!current.emailVerified) await current.reload();
  if (current.emailVerified && (await current.getIdTokenResult()).claims.email_verified !== true) {
    await current.getIdToken(true);
  }
  return current.emailVerified;
}

/** The SDK functions the app uses (lib/firebase-sdk.ts names them). */
export * as sdk from './firebase-sdk';

/** The Google pop-up, with Google's iframe library loaded only now. */
export async function signInWithGooglePopup() {
  const popup = await import('./firebase-popup');
  const credential = await popup.signInWithGoogle(auth);
  await startSession(credential.user);
  return credential;
}
